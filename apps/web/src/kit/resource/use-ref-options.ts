import { useQueries, useQuery } from '@tanstack/react-query';
import type { TRefSource } from '@opentmc/contracts';
import { fetchResult } from '../../app/api.ts';
import { buildRefOptions, companyPayload, type TRefOptions } from './ref-tree.ts';
import type { TFields } from './resource-values.ts';

/** Ref option queries start with this key and the source call, so a save can refresh them. */
export const refQueryPrefix = (call: Pick<TRefSource['call'], 'group' | 'path'>) =>
  ['resource', 'ref', call.group, call.path] as const;

const refQuery = (ref: TRefSource, companyId?: string) => ({
  queryKey: [
    ...refQueryPrefix(ref.call),
    ref.payload ?? {},
    ref.value,
    ref.label,
    ref.parent ?? '',
    companyPayload(ref, companyId),
  ],
  queryFn: async (): Promise<TRefOptions> => {
    // The spec's "all rows": one page as large as the server allows.
    const payload = { PageNo: 1, PageSize: 9999, ...ref.payload, ...companyPayload(ref, companyId) };
    const r = (await fetchResult(ref.call, payload)) as {
      Entities?: Record<string, unknown>[];
    };
    return buildRefOptions(r.Entities ?? [], ref);
  },
  staleTime: 60_000,
});

/** The options of one ref source (flat, and a tree when it has a parent key). */
export const useRefOptions = (ref: TRefSource, companyId?: string) => {
  const q = useQuery(refQuery(ref, companyId));
  return { data: q.data, isLoading: q.isLoading, isError: q.isError };
};

/** The options of every ref field of a resource that `use` picks, by field name. */
export const useFieldRefOptions = (
  fields: TFields,
  use: (name: string) => boolean = () => true,
  companyId?: string,
): Record<string, TRefOptions | undefined> => {
  const names = Object.entries(fields)
    .filter(([name, f]) => f.ref && use(name))
    .map(([name]) => name);
  const results = useQueries({ queries: names.map((name) => refQuery(fields[name]!.ref!, companyId)) });
  return Object.fromEntries(names.map((name, i) => [name, results[i]?.data]));
};
