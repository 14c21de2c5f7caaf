import { and, eq, ne } from 'drizzle-orm';
import { flightClientCodeResource } from '@opentmc/contracts';
import { airlineByCode } from '@opentmc/refdata';
import type { TResourceBinding } from '../../platform/calls/types.ts';
import type { TTx } from '../../platform/db/database.ts';
import { BizError } from '../../platform/errors.ts';
import type { TScopedCompany } from '../../platform/tenancy.ts';
import { ofCompany } from '../org/index.ts';
import type { TAgreement } from './sim/index.ts';
import { flightClientCodes } from './tables.ts';

// flightpolicy/ClientCode/{List, Details, Update, Delete} on the resource kit: a client company's agreement (大客户)
// codes per airline. TMC staff name the client by CompanyID (the kit resolves it through the tenancy: the clients
// they reach); one code per company and airline, for an airline the reference data knows.

/** The enabled agreement codes of a company, by airline: the agreement fares the search gives its travellers. */
export const agreementsOf = async (tx: TTx, company: TScopedCompany): Promise<TAgreement[]> =>
  tx
    .select({ airline: flightClientCodes.airline, code: flightClientCodes.code })
    .from(flightClientCodes)
    .where(and(ofCompany(flightClientCodes.companyId, company), eq(flightClientCodes.enabled, true)));

export const flightClientCodeBinding: TResourceBinding = {
  resource: flightClientCodeResource,
  store: {
    table: flightClientCodes,
    id: flightClientCodes.id,
    owner: flightClientCodes.companyId,
    columns: {
      AirlineCode: flightClientCodes.airline,
      AgreementCode: flightClientCodes.code,
      Remark: flightClientCodes.remark,
      Enabled: flightClientCodes.enabled,
    },
    createdAt: flightClientCodes.createdAt,
    updatedAt: flightClientCodes.updatedAt,
    hooks: {
      beforeSave: async (s, values, existing) => {
        const airline = String(values.airline ?? existing?.airline ?? '');
        if (!airlineByCode(airline)) throw new BizError('flight.clientCode.errors.unknownAirline', { code: airline });
        const [taken] = await s.tx
          .select({ id: flightClientCodes.id })
          .from(flightClientCodes)
          .where(
            and(
              ofCompany(flightClientCodes.companyId, s.companyId),
              eq(flightClientCodes.airline, airline),
              existing ? ne(flightClientCodes.id, String(existing.id)) : undefined,
            ),
          )
          .limit(1);
        if (taken) throw new BizError('flight.clientCode.errors.airlineTaken', { code: airline });
      },
    },
  },
};
