import { createElement, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { onCallDeny, onCallFail } from '../api.ts';
import { useFeedback } from '../feedback.tsx';
import { TICKET_KEY, clearLogin } from '../session.ts';
import { loginPath } from './navigation.ts';

// Only one login dialog at a time, however many calls come back with 511 together.
let loginDialogOpen = false;

/**
 * Wires the call client to the screen (spec sections 7 and 8): a failed call shows its message,
 * and 511 (no or expired session) logs out and opens the login dialog. Mounted once per layout.
 */
export const useCallFeedback = (): void => {
  const { message, modal } = useFeedback();
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = location.pathname + location.search;
  }, [location]);

  // Several calls failing the same way show one message, not a stack of copies.
  useEffect(
    () =>
      onCallFail((reply) => {
        const content = reply.message || t('messages.serverError');
        void message.error({ content, key: `call-fail:${content}` });
      }),
    [message, t],
  );

  useEffect(
    () =>
      onCallDeny(() => {
        // The ticket itself failing to load: the guard (or the header) logs out and redirects.
        if (qc.getQueryState(TICKET_KEY)?.status !== 'success') return;
        clearLogin(qc);
        if (loginDialogOpen || here.current.toLowerCase().startsWith('/login')) return;
        loginDialogOpen = true;
        const wanted = here.current;
        modal.warning({
          title: t('shell.session.expiredTitle'),
          content: createElement('p', null, t('messages.sessionExpired')),
          okText: t('shell.session.relogin'),
          closable: false,
          keyboard: false,
          onOk: () => navigate(loginPath(wanted)),
          afterClose: () => {
            loginDialogOpen = false;
          },
        });
      }),
    [qc, modal, navigate, t],
  );
};
