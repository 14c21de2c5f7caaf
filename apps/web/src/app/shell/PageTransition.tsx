import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { slideDirection } from './navigation.ts';

const historyIndex = (): number | null => {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : null;
};

// The history index of the page shown last, kept across the two layouts (public and dashboard).
let shownIndex: number | null = null;

/**
 * Slides each new page in: leftwards when going forward, rightwards when going back (spec
 * section 2). The page is keyed by its path, so a change of query alone does not slide.
 */
export const PageTransition = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const navType = useNavigationType();
  const index = historyIndex();
  const [slide, setSlide] = useState(() => ({
    key: location.key,
    dir: slideDirection(navType, shownIndex, index),
  }));
  if (slide.key !== location.key) setSlide({ key: location.key, dir: slideDirection(navType, shownIndex, index) });

  useEffect(() => {
    shownIndex = index;
  }, [index]);

  return (
    <div key={location.pathname} className={`otmc-page otmc-slide-${slide.dir}`}>
      {children}
    </div>
  );
};
