// TanStack Query keys of the role screens.
export const ROLE_KEY = ['system', 'role'] as const;
export const roleDetailKey = (key: string) => [...ROLE_KEY, 'detail', key] as const;
export const roleOwnersKey = (roleId: string) => [...ROLE_KEY, 'owners', roleId] as const;

/** A role screen's `{RoleKey}`: a role id (R and 11 digits) or a role code (spec: by code and by id). */
export const roleKeyPayload = (key: string): { RoleID: string } | { RoleCode: string } =>
  /^R\d{11}$/.test(key) ? { RoleID: key } : { RoleCode: key };
