// The shape of a lookup list (spec section 3, "Category lookup entry"): pure data, no I/O.

/** One lookup entry as the base group serves it; CategoryTitle is a catalogue key here, text on the wire. */
export type TCategory = { CategoryID: number; CategoryCode: string; CategoryTitle: string };

/** The i18n module whose catalogue holds a list's titles. */
export type TLookupNamespace = 'base' | 'adapter';

/** A lookup list: its codes by stable English code, and where its titles and code block live. */
export type TLookup<C extends Record<string, number> = Record<string, number>, N extends string = string> = {
  /** The list name the base group serves it under, e.g. `ServiceType`. */
  name: N;
  /** Catalogue namespace of its titles: `{ns}.lookups.{titleList}.{code}`; the list's own name is `{ns}.lists.{titleList}`. */
  ns: TLookupNamespace;
  /** The list whose titles and codes it shares (DealStatus is OrderStatus); itself otherwise. */
  titleList: string;
  /** The code ranges this list owns, inclusive (docs/codes.md). An alias owns none. */
  blocks: readonly (readonly [number, number])[];
  codes: C;
};

/** Declares a lookup list. */
export const defineLookup = <const N extends string, C extends Record<string, number>>(
  name: N,
  codes: C,
  opts: { blocks: readonly (readonly [number, number])[]; ns?: TLookupNamespace; aliasOf?: string },
): TLookup<C, N> => ({
  name,
  ns: opts.ns ?? 'base',
  titleList: opts.aliasOf ?? name,
  blocks: opts.aliasOf ? [] : opts.blocks,
  codes,
});

/** The catalogue key of an entry's title. */
export const lookupTitleKey = (l: Pick<TLookup, 'ns' | 'titleList'>, code: string): string =>
  `${l.ns}.lookups.${l.titleList}.${code}`;

/** The catalogue key of a list's own name. */
export const lookupNameKey = (l: Pick<TLookup, 'ns' | 'titleList'>): string => `${l.ns}.lists.${l.titleList}`;

/** The entries of a list in code order, titles as catalogue keys. */
export const lookupItems = (l: TLookup): TCategory[] =>
  Object.entries(l.codes)
    .map(([code, id]) => ({ CategoryID: id, CategoryCode: code, CategoryTitle: lookupTitleKey(l, code) }))
    .sort((a, b) => a.CategoryID - b.CategoryID);

/** Both maps of a list (spec section 3): id by code and code by id. */
export const lookupMaps = (l: {
  codes: Readonly<Record<string, number>>;
}): { IdByCode: Record<string, number>; CodeById: Record<string, string> } => {
  const IdByCode: Record<string, number> = {};
  const CodeById: Record<string, string> = {};
  for (const [code, id] of Object.entries(l.codes)) {
    IdByCode[code] = id;
    CodeById[String(id)] = code;
  }
  return { IdByCode, CodeById };
};

/** Whether a number is one of a list's codes. */
export const isLookupCode = (l: TLookup, id: unknown): id is number =>
  typeof id === 'number' && Object.values(l.codes).includes(id);
