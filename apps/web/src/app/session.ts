import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTicketInfo, TUserAction } from '@opentmc/contracts';
// Routes, not contracts: the shell loads no Zod (docs/adr/0031).
import { GetTicketInfo, GetUserActions, Logout } from '@opentmc/contracts/routes';
import { call, fetchResult } from './api.ts';

// The session cookie SfsSes is HttpOnly, so the page keeps its own login flag (spec: "Login flag").
const LOGIN_FLAG = 'isLogin';
const REPAIR_INFO = 'repairInfo';
export const TICKET_KEY = ['system', 'ticket'] as const;

export const hasLoginFlag = (): boolean =>
  localStorage.getItem(LOGIN_FLAG) === '1' || sessionStorage.getItem(LOGIN_FLAG) === '1';

/** After a successful login or registration: store the ticket and set the persisted flag. */
export const markLoggedIn = (qc: QueryClient, ticket: TTicketInfo): void => {
  localStorage.setItem(LOGIN_FLAG, '1');
  qc.setQueryData(TICKET_KEY, ticket);
};

/** Logout, even if the call fails, clears the flag, the stored repair info and the ticket. */
export const logout = async (qc: QueryClient): Promise<void> => {
  await call(Logout, {}, { failTips: false });
  clearLogin(qc);
};

export const clearLogin = (qc: QueryClient): void => {
  localStorage.removeItem(LOGIN_FLAG);
  sessionStorage.removeItem(LOGIN_FLAG);
  localStorage.removeItem(REPAIR_INFO);
  qc.removeQueries({ queryKey: TICKET_KEY });
  qc.clear();
};

/** The ticket of the logged-in user; disabled without the login flag. */
export const useTicket = () =>
  useQuery({
    queryKey: TICKET_KEY,
    queryFn: () => fetchResult(GetTicketInfo, {}, { failTips: false }),
    enabled: hasLoginFlag(),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

/**
 * The caller's actions (the side menu's tree), one query for every screen: pass the user id once the ticket is known.
 */
export const useUserActions = (userId: string | undefined) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['system', 'userActions', userId, i18n.language],
    queryFn: () => fetchResult(GetUserActions, {}),
    staleTime: 5 * 60 * 1000,
    enabled: Boolean(userId),
  });
};

/** Whether an action tree holds an action code at any depth. */
export const holdsAction = (actions: readonly TUserAction[], code: string): boolean =>
  actions.some((a) => a.ActionCode === code || holdsAction(a.children, code));

export const useQc = useQueryClient;
