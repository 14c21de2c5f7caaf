import { lookupOf, lookupTitleKey, type TRole } from '@opentmc/contracts';

type TT = (key: string) => string;

/** A lookup code's title, translated (e.g. a DataRange or RoleType code). */
export const lookupLabel = (list: 'DataRange' | 'RoleType' | 'RoleCategory', id: number, t: TT): string => {
  const l = lookupOf(list);
  const code = Object.entries(l.codes).find(([, v]) => v === id)?.[0];
  return code ? t(lookupTitleKey(l, code)) : String(id);
};

/** A role's name in the page language. */
export const roleName = (r: Pick<TRole, 'RoleName' | 'RoleNameEn'>, lang: string): string =>
  lang.startsWith('en') && r.RoleNameEn ? r.RoleNameEn : r.RoleName;
