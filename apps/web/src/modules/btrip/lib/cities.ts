import type { TLang } from '@opentmc/contracts';
import type { TCity } from '@opentmc/refdata/regions';

// The domestic cities of an itinerary: the reference data's prefecture cities (@opentmc/refdata), in a chunk of their
// own loaded when the form first needs them, named in the reader's language.

export type TCityChoice = { value: string; label: string; search: string };

export const loadCities = async (): Promise<{
  cities: readonly TCity[];
  province: (code: string, lang: TLang) => string;
}> => {
  const { CITIES, provinceName } = await import('@opentmc/refdata/regions');
  return { cities: CITIES, province: provinceName };
};

/** The picker's options in a language, searchable by either name, pinyin, province and code. */
export const cityChoices = (data: Awaited<ReturnType<typeof loadCities>>, lang: TLang): TCityChoice[] =>
  data.cities.map((c) => ({
    value: c.code,
    label: lang === 'en' ? c.en : c.name,
    search: [
      c.name,
      c.en,
      c.pinyin,
      data.province(c.provinceCode, 'cn'),
      data.province(c.provinceCode, 'en'),
      c.code,
    ].join(' '),
  }));
