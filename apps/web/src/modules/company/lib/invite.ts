import { MOBILE_RE, inviteUrl } from '@opentmc/contracts';

// Invite helpers of the screens. Pure, so the unit tests cover them.

/** The link to share: the invite page on the site the administrator is using. */
export const absoluteInviteLink = (origin: string, code: string): string =>
  `${origin.replace(/\/+$/, '')}${inviteUrl(code)}`;

/** Mobiles typed into the tags box: split on commas, spaces and semicolons, deduplicated; the bad ones apart. */
export const splitMobiles = (entries: readonly string[]): { good: string[]; bad: string[] } => {
  const all = entries.flatMap((e) => e.split(/[\s,;，；]+/)).filter(Boolean);
  const good = [...new Set(all.filter((m) => MOBILE_RE.test(m)))];
  const bad = [...new Set(all.filter((m) => !MOBILE_RE.test(m)))];
  return { good, bad };
};

/** The company name a visitor reads: the English name in English when there is one. */
export const companyNameIn = (lang: string, v: { CompanyName: string; CompanyNameEn: string }): string =>
  lang === 'en' && v.CompanyNameEn ? v.CompanyNameEn : v.CompanyName;
