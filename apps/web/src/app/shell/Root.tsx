import { Suspense, lazy } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useDocumentTitle, useSessionTicket } from './hooks.ts';
import { SkipLink, usePageFocus } from './page-focus.tsx';
import { useCallFeedback } from './useCallFeedback.ts';
import './shell.css';

// The chat widget is for logged-in users only: its chunk loads once someone is (docs/performance.md "First page").
const ChatWidget = lazy(() => import('./ChatWidget.tsx').then((m) => ({ default: m.ChatWidget })));

/**
 * Above both layouts (the public Shell and the login-required Dashboard): what every page has once. The chat widget
 * lives here so that moving between the layouts (e.g. from the login page to the user's main page) keeps it, and an
 * open panel, mounted.
 */
export const Root = () => {
  useCallFeedback();
  useDocumentTitle();
  usePageFocus();
  const ticket = useSessionTicket();
  return (
    <>
      <SkipLink />
      <Outlet />
      {ticket && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
};
