import { Outlet, ScrollRestoration } from 'react-router';
import { ChatWidget } from './ChatWidget.tsx';
import { useDocumentTitle } from './hooks.ts';
import { SkipLink, usePageFocus } from './page-focus.tsx';
import { useCallFeedback } from './useCallFeedback.ts';
import './shell.css';

/**
 * Above both layouts (the public Shell and the login-required Dashboard): what every page has once. The chat widget
 * lives here so that moving between the layouts (e.g. from the login page to the user's main page) keeps it, and an
 * open panel, mounted.
 */
export const Root = () => {
  useCallFeedback();
  useDocumentTitle();
  usePageFocus();
  return (
    <>
      <SkipLink />
      <Outlet />
      <ChatWidget />
      <ScrollRestoration />
    </>
  );
};
