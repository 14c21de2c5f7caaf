// Nationalities as ISO 3166-1 alpha-2 codes, named in the page language by the browser (Intl.DisplayNames).

// Codes that name no nationality: the EU, the eurozone, the UN, outlying Oceania, pseudo-locales, unknown.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export type TCountryOption = { value: string; label: string };

const namer = (locale: string) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });

/** Every country the browser can name, by name, China first. */
export const countryOptions = (locale: string): TCountryOption[] => {
  const names = namer(locale);
  const out: TCountryOption[] = [];
  for (const a of LETTERS)
    for (const b of LETTERS) {
      const code = `${a}${b}`;
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (name) out.push({ value: code, label: `${name} (${code})` });
    }
  out.sort((x, y) => (x.value === 'CN' ? -1 : y.value === 'CN' ? 1 : x.label.localeCompare(y.label, locale)));
  return out;
};
