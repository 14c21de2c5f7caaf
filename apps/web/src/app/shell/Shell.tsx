import { Outlet, ScrollRestoration } from 'react-router';
import { ChatWidget } from './ChatWidget.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { useDocumentTitle } from './hooks.ts';
import { PageTransition } from './PageTransition.tsx';
import { useCallFeedback } from './useCallFeedback.ts';
import './shell.css';

/**
 * The public layout: header, the page (sliding in), footer, and the chat widget for logged-in
 * users. Scroll goes to the top on a new page and comes back when the user returns (POP).
 */
export const Shell = () => {
  useCallFeedback();
  useDocumentTitle();
  return (
    <div className="otmc-app">
      <Header />
      <main className="otmc-main">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <Footer />
      <ChatWidget />
      <ScrollRestoration />
    </div>
  );
};
