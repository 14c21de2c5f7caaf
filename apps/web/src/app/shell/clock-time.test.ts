import { describe, expect, it } from 'vitest';
import { clockTime, greetingOf } from './clock-time.ts';

describe('the header clock', () => {
  it('shows Beijing time whatever the browser zone is', () => {
    // 2026-11-22 20:05:09 UTC is 04:05:09 the next day in Beijing.
    const now = new Date(Date.UTC(2026, 10, 22, 20, 5, 9));
    expect(clockTime(now, 60).text).toBe('2026-11-23 04:05:09');
    expect(clockTime(now, -480).text).toBe('2026-11-23 04:05:09');
    expect(clockTime(now, 300).iso).toBe('2026-11-23T04:05:09+08:00');
  });

  it('labels the clock only when the browser reads another time', () => {
    const now = new Date(Date.UTC(2026, 0, 1, 0, 0, 0));
    // Beijing (and Singapore: the same offset) need no label.
    expect(clockTime(now, -480).otherZone).toBe(false);
    // Berlin in winter, New York, UTC.
    expect(clockTime(now, -60).otherZone).toBe(true);
    expect(clockTime(now, 300).otherZone).toBe(true);
    expect(clockTime(now, 0).otherZone).toBe(true);
  });

  it('crosses midnight and month ends on Beijing time', () => {
    expect(clockTime(new Date(Date.UTC(2026, 0, 31, 16, 0, 0)), 0).text).toBe('2026-02-01 00:00:00');
    expect(clockTime(new Date(Date.UTC(2026, 0, 31, 15, 59, 59)), 0).text).toBe('2026-01-31 23:59:59');
  });
});

describe('the greeting', () => {
  it('greets by the hour in Beijing, whatever the browser zone is', () => {
    // 09:27 UTC is 17:27 in Beijing: afternoon there, though morning in a browser in London or New York.
    expect(greetingOf(new Date(Date.UTC(2026, 10, 26, 9, 27, 0)))).toBe('afternoon');
    // 22:30 UTC is 06:30 the next morning in Beijing.
    expect(greetingOf(new Date(Date.UTC(2026, 10, 26, 22, 30, 0)))).toBe('morning');
  });

  it('turns at 06:00, 12:00 and 18:00 Beijing time', () => {
    const beijing = (h: number, m = 0) => new Date(Date.UTC(2026, 0, 1, h - 8, m, 0));
    expect(greetingOf(beijing(5, 59))).toBe('night');
    expect(greetingOf(beijing(6))).toBe('morning');
    expect(greetingOf(beijing(11, 59))).toBe('morning');
    expect(greetingOf(beijing(12))).toBe('afternoon');
    expect(greetingOf(beijing(17, 59))).toBe('afternoon');
    expect(greetingOf(beijing(18))).toBe('evening');
    expect(greetingOf(beijing(23, 59))).toBe('evening');
    expect(greetingOf(beijing(0))).toBe('night');
  });
});
