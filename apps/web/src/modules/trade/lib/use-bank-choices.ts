import { useQuery } from '@tanstack/react-query';
import { ReceivingAccountList, bankAccountResource, bankCardResource } from '@opentmc/contracts';
import { fetchResult } from '../../../app/api.ts';
import { bankChoices, type TBankRow } from './bank.ts';
import { bankChoicesKey } from './query-keys.ts';

/** Which list: the TMC's receiving accounts as a paying company sees them, the TMC's own list, or the company's cards. */
export type TBankKind = 'receiving' | 'accounts' | 'cards';

const load = async (kind: TBankKind): Promise<TBankRow[]> => {
  if (kind === 'receiving') return (await fetchResult(ReceivingAccountList, {}, { failTips: false })).Entities;
  const resource = kind === 'accounts' ? bankAccountResource : bankCardResource;
  const r = await fetchResult(resource.calls.List, { PageNo: 1, PageSize: 100 }, { failTips: false });
  return (r.Entities as TBankRow[]).filter((row) => row.Enabled !== false);
};

/** The enabled bank accounts or cards to choose from; a caller who may not read them gets `denied`, not a message. */
export const useBankChoices = (kind: TBankKind, enabled = true) => {
  const q = useQuery({ queryKey: bankChoicesKey(kind), queryFn: () => load(kind), enabled });
  const id = kind === 'cards' ? bankCardResource.id : bankAccountResource.id;
  return { choices: bankChoices(q.data ?? [], id), loading: q.isFetching, denied: q.isError };
};
