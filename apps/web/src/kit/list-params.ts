// A back-office list keeps its filters and page in the address, so "back" from a detail page
// returns to the same rows and a link to a filtered list can be shared.

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export type TPaging = { PageNo: number; PageSize: number };

/** PageNo and PageSize from the address, clamped to sane values. */
export const readPaging = (params: URLSearchParams): TPaging => {
  const no = Number(params.get('PageNo'));
  const size = Number(params.get('PageSize'));
  return {
    PageNo: Number.isInteger(no) && no >= 1 && no <= 100000 ? no : 1,
    PageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
};

/** The named filters present in the address, trimmed; empty ones are left out. */
export const readFilters = <K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
): Partial<Record<K, string>> => {
  const out: Partial<Record<K, string>> = {};
  for (const k of keys) {
    const v = params.get(k)?.trim();
    if (v) out[k] = v;
  }
  return out;
};

/** Address parameters of filters and paging; empty values and the defaults are left out. */
export const toSearchParams = (
  values: Record<string, string | number | null | undefined>,
  paging?: Partial<TPaging>,
): URLSearchParams => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === null || v === undefined) continue;
    const s = String(v).trim();
    if (s) p.set(k, s);
  }
  if (paging?.PageNo && paging.PageNo > 1) p.set('PageNo', String(paging.PageNo));
  if (paging?.PageSize && paging.PageSize !== DEFAULT_PAGE_SIZE) p.set('PageSize', String(paging.PageSize));
  return p;
};
