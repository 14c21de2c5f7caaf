import type { TCompanyProfile, TCompanyProfileInput } from '@opentmc/contracts';

// The company profile form's values and the Save payload. Pure, so the unit tests cover it.

/** The fields the form edits; a lookup not given (0) is empty in the form. */
export type TProfileForm = Omit<TCompanyProfileInput, 'CompanyType' | 'CapitalType' | 'CompanySize'> & {
  CompanyType?: number | undefined;
  CapitalType?: number | undefined;
  CompanySize?: number | undefined;
};

export const PROFILE_TEXT_FIELDS = [
  'CompanyName',
  'ShortName',
  'EnglishName',
  'Email',
  'Address',
  'Industry',
  'Remark',
  'ContactName',
  'ContactPhone',
  'CardNo',
] as const;
export const PROFILE_LOOKUP_FIELDS = ['CompanyType', 'CapitalType', 'CompanySize'] as const;

const codeOrEmpty = (v: number) => (v > 0 ? v : undefined);

export const profileToForm = (p: TCompanyProfile): TProfileForm => ({
  ...Object.fromEntries(PROFILE_TEXT_FIELDS.map((k) => [k, p[k]])),
  CompanyName: p.CompanyName,
  CompanyType: codeOrEmpty(p.CompanyType),
  CapitalType: codeOrEmpty(p.CapitalType),
  CompanySize: codeOrEmpty(p.CompanySize),
});

/** Every field, trimmed; an emptied lookup goes back as 0 so the saved value is cleared too. */
export const formToPayload = (v: TProfileForm): TCompanyProfileInput => {
  const out: Record<string, string | number> = {};
  for (const k of PROFILE_TEXT_FIELDS) out[k] = String(v[k] ?? '').trim();
  for (const k of PROFILE_LOOKUP_FIELDS) out[k] = v[k] ?? 0;
  return out as TCompanyProfileInput;
};
