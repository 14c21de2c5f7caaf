import { useCallback, useEffect, useState } from 'react';
import { deadlineIn, secondsLeft } from '../lib/countdown.ts';

/**
 * A seconds countdown for "send code again in 60 s" and "redirect in 6 s": `start(seconds)`
 * sets the deadline, `left` is the whole seconds remaining, refreshed every 250 ms.
 */
export const useCountdown = (initialSeconds = 0) => {
  const [until, setUntil] = useState<number | null>(() => deadlineIn(initialSeconds, Date.now()));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) {
        window.clearInterval(id);
        setUntil(null);
      }
    }, 250);
    return () => window.clearInterval(id);
  }, [until]);
  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setUntil(deadlineIn(seconds, t));
  }, []);
  const stop = useCallback(() => setUntil(null), []);
  return { left: secondsLeft(until, now), running: until !== null, start, stop };
};
