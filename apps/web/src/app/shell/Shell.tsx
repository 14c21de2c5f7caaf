import { Outlet } from 'react-router';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { MAIN_ID } from './page-focus.tsx';
import { PageTransition } from './PageTransition.tsx';
import './shell.css';

/**
 * The public layout: header, the page (sliding in) and footer (Root adds the chat widget and the scroll
 * restoration).
 */
export const Shell = () => (
  <div className="otmc-app">
    <Header />
    <main className="otmc-main" id={MAIN_ID} tabIndex={-1}>
      <PageTransition>
        <Outlet />
      </PageTransition>
    </main>
    <Footer />
  </div>
);
