import { describe, expect, it } from 'vitest';
import { readBookingMode, writeBookingMode } from './booking-mode.ts';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('booking mode', () => {
  it('defaults to proxy and keeps the choice', () => {
    const s = memory();
    expect(readBookingMode(s)).toBe('proxy');
    writeBookingMode(s, 'online');
    expect(readBookingMode(s)).toBe('online');
    writeBookingMode(s, 'proxy');
    expect(readBookingMode(s)).toBe('proxy');
  });

  it('ignores unknown stored values', () => {
    const s = memory();
    s.setItem('bookingMode', 'weird');
    expect(readBookingMode(s)).toBe('proxy');
  });
});
