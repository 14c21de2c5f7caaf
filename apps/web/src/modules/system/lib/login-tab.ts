/** The tabs of the login screen; `?tab=` picks one (`/dinglogin` lands on `im`). */
export const LOGIN_TABS = ['password', 'code', 'im'] as const;
export type TLoginTab = (typeof LOGIN_TABS)[number];

export const asLoginTab = (v: string | null | undefined): TLoginTab =>
  (LOGIN_TABS as readonly string[]).includes(v ?? '') ? (v as TLoginTab) : 'password';
