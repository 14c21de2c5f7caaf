import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { movedDay } from './keyboard-date.ts';

const day = dayjs('2026-11-29');
const fmt = (d: dayjs.Dayjs | null) => d?.format('YYYY-MM-DD') ?? null;

describe('moving the day by keyboard', () => {
  it('moves a day, a week or a month', () => {
    expect(fmt(movedDay(day, 'ArrowRight'))).toBe('2026-11-30');
    expect(fmt(movedDay(day, 'ArrowLeft'))).toBe('2026-11-28');
    expect(fmt(movedDay(day, 'ArrowDown'))).toBe('2026-12-06');
    expect(fmt(movedDay(day, 'ArrowUp'))).toBe('2026-11-22');
    expect(fmt(movedDay(day, 'PageDown'))).toBe('2026-12-29');
    expect(fmt(movedDay(day, 'PageUp'))).toBe('2026-10-29');
  });

  it('stays on a day that may not be left for one that may not be chosen; other keys move nothing', () => {
    const upTo30 = (d: dayjs.Dayjs) => !d.isAfter('2026-11-30', 'day');
    expect(fmt(movedDay(day, 'ArrowRight', upTo30))).toBe('2026-11-30');
    expect(fmt(movedDay(day, 'ArrowDown', upTo30))).toBe('2026-11-29');
    expect(movedDay(day, 'Enter')).toBeNull();
    expect(movedDay(day, 'a')).toBeNull();
  });
});
