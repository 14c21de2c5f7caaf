import type { TLang } from '@opentmc/contracts';
import type { TRegionNode } from '@opentmc/refdata/districts';

// The administrative divisions of the reference data (@opentmc/refdata) as Cascader options and as names by code, in
// the reader's language. The data is a separate chunk, loaded when an address screen first needs it.

export type TRegionOption = TRegionNode;

export type TRegions = {
  options: TRegionOption[];
  /** Division names by code (province, city and district). */
  names: Map<string, string>;
};

/** Cascader options and the name map of a province → city → district tree. */
export const buildRegions = (tree: TRegionNode[]): TRegions => {
  const names = new Map<string, string>();
  const walk = (nodes: TRegionNode[]) => {
    for (const n of nodes) {
      names.set(n.value, n.label);
      if (n.children) walk(n.children);
    }
  };
  walk(tree);
  return { options: tree, names };
};

/** "北京市 东城区" from the codes (a municipality's city level, named as the municipality, once); unknown codes left out. */
export const regionLabel = (names: Map<string, string>, codes: unknown[]): string =>
  codes
    .map((c) => names.get(String(c ?? '')))
    .filter((n, i, all): n is string => Boolean(n) && n !== all[i - 1])
    .join(' ');

export const loadRegions = async (lang: TLang): Promise<TRegions> => {
  const { regionTree } = await import('@opentmc/refdata/districts');
  return buildRegions(regionTree(lang));
};
