import { z } from 'zod';
import { defineResource, field } from '../resource/define.ts';
import { resourcePages } from '../resource/pages.ts';

// A client company's agreement (大客户) codes per airline (issue 17 section 3, /manage/flight/clientcode/list and
// /update): TMC staff record, for each client company they reach, the code an airline gave it. The flight search
// gives the company's travellers agreement fares on exactly the airlines it holds an enabled code for.

/** Action code of the client codes (flightpolicy ClientCode calls and the screens): TMC staff. */
export const FLIGHT_CLIENT_CODE_ACTION = 'flightpolicy.clientCode';

/** An airline's two-character IATA code (CA, MU, 3U), upper-cased. */
export const ZAirlineCode = z
  .string({ error: 'messages.validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2}$/, 'flight.clientCode.errors.airline');

/** One code: the client company's, with one airline; unique per company and airline. */
export const flightClientCodeResource = defineResource({
  key: 'flightClientCode',
  group: 'flightpolicy',
  controller: 'ClientCode',
  id: 'ClientCodeID',
  owner: 'company',
  i18n: 'flight.clientCode',
  permission: { read: FLIGHT_CLIENT_CODE_ACTION, write: FLIGHT_CLIENT_CODE_ACTION },
  fields: {
    AirlineCode: field.text({ required: true, schema: ZAirlineCode, search: 'eq', sortable: true, width: 260 }),
    AgreementCode: field.text({ required: true, max: 40, search: 'like', sortable: true }),
    Remark: field.text({ max: 200 }),
    Enabled: field.switch({ search: 'eq', width: 100 }),
  },
  sort: { field: 'AirlineCode', order: 'asc' },
  page: resourcePages.flightClientCode,
  example: { AirlineCode: 'HU', AgreementCode: 'HU-2026-001', Remark: '年度协议', Enabled: true },
  invalidExample: { field: 'AirlineCode', value: 'X' },
});
