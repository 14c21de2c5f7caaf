import { useState, type KeyboardEvent } from 'react';
import type { Dayjs } from 'dayjs';

// antd's date picker opens only on a click and its calendar has no keys: this makes one usable by keyboard alone
// (WCAG 2.1.1). Focus opens the calendar; while it is open the arrows move the day (a day left or right, a week up
// or down), Page Up and Page Down a month; the field shows the day, Enter takes it and Escape closes.

const MOVES: Record<string, [number, 'day' | 'month']> = {
  ArrowLeft: [-1, 'day'],
  ArrowRight: [1, 'day'],
  ArrowUp: [-7, 'day'],
  ArrowDown: [7, 'day'],
  PageUp: [-1, 'month'],
  PageDown: [1, 'month'],
};

/**
 * The day a key moves to from `day`, or null when the key moves nothing; a day that may not be chosen (`allowed`)
 * keeps the day where it was (`day` itself).
 */
export const movedDay = (day: Dayjs, key: string, allowed: (d: Dayjs) => boolean = () => true): Dayjs | null => {
  const move = MOVES[key];
  if (!move) return null;
  const next = day.add(move[0], move[1]);
  return allowed(next) ? next : day;
};

/**
 * Props for an antd DatePicker (spread onto it) that make it work by keyboard: `value` is the day shown, `onMove`
 * gets the day an arrow moves to (the picker shows it as the value), `allowed` says which days may be chosen.
 */
export const useKeyboardDatePicker = ({
  value,
  onMove,
  allowed,
}: {
  value: Dayjs | null;
  onMove: (day: Dayjs) => void;
  allowed?: (day: Dayjs) => boolean;
}) => {
  const [open, setOpen] = useState(false);
  return {
    open,
    onOpenChange: setOpen,
    onFocus: () => setOpen(true),
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (!open) {
        if (e.key === 'ArrowDown') {
          e.preventDefault();
          setOpen(true);
        }
        return;
      }
      if (e.key === 'Escape') return setOpen(false);
      if (!value) return;
      const next = movedDay(value, e.key, allowed);
      if (!next) return;
      e.preventDefault();
      if (!next.isSame(value, 'day')) onMove(next);
    },
  };
};
