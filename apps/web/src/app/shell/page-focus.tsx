import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

// Keyboard and screen-reader users land in the page, not at the top of the document: a "skip to content" link as
// the first Tab stop of every layout (WCAG 2.4.1), and focus on the new page's heading after moving to another page
// (without it the focus falls to <body> and the next Tab starts again in the header).

/** The id of each layout's <main>, where the skip link leads. */
export const MAIN_ID = 'otmc-main';

/** The first heading of the page in <main>, made focusable by script (tabindex -1) if it is not. */
const pageHeading = (): HTMLElement | null => {
  const h = document.querySelector<HTMLElement>(`#${MAIN_ID} :is(h1, h2, h3)`);
  if (h && !h.hasAttribute('tabindex')) h.setAttribute('tabindex', '-1');
  return h;
};

/** Whether the focus is already somewhere in the page (an autofocused field, a click of the reader). */
const focusInPage = () => {
  const a = document.activeElement;
  return !!a && a.id !== MAIN_ID && !!document.getElementById(MAIN_ID)?.contains(a);
};

const HEADING_WAIT_MS = 5000;

/**
 * After a move to another page (not the first one shown), puts the focus on the new page's first heading once it is
 * drawn (pages load their code and data), or on <main> if none comes; never takes it from a field of the page.
 */
export const usePageFocus = (): void => {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const first = shown.current === null;
    shown.current = pathname;
    if (first) return;
    const place = (): boolean => {
      if (focusInPage()) return true;
      const h = pageHeading();
      h?.focus({ preventScroll: true });
      return !!h;
    };
    if (place()) return;
    const observer = new MutationObserver(() => {
      if (place()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      if (!focusInPage()) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
};

/** The first Tab stop of every page: straight to the page's content, past the header and the side menu. */
export const SkipLink = () => {
  const { t } = useTranslation();
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    // The router would take a #hash for a move of its own: focus the content directly.
    e.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_ID}`} className="otmc-skip-link" onClick={skip}>
      {t('shell.skipToContent')}
    </a>
  );
};
