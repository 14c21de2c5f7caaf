import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { clearLogin, hasLoginFlag, useTicket } from '../session.ts';
import { loginPath } from './navigation.ts';
import { PageSpinner } from './PageLoader.tsx';

/**
 * The route guard of spec section 2: a login-required route is entered only with the session
 * marker; the ticket is loaded when absent; when that fails or is unsuccessful the user is
 * logged out. Either way the user goes to `/login?redirect=<the wanted path and query>`.
 */
export const Guard = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const qc = useQueryClient();
  const marked = hasLoginFlag();
  const ticket = useTicket();
  const failed = marked && (ticket.isError || (ticket.isSuccess && !ticket.data));

  useEffect(() => {
    if (failed) clearLogin(qc);
  }, [failed, qc]);

  if (!marked || failed) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (!ticket.isSuccess) return <PageSpinner tip={t('shell.guard.checking')} />;
  return children;
};
