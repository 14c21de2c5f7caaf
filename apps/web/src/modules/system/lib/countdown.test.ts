import { describe, expect, it } from 'vitest';
import { deadlineIn, secondsLeft } from './countdown.ts';

describe('countdown', () => {
  it('counts whole seconds up, never below zero', () => {
    const now = 1_000_000;
    expect(secondsLeft(null, now)).toBe(0);
    expect(secondsLeft(now + 60_000, now)).toBe(60);
    expect(secondsLeft(now + 59_001, now)).toBe(60);
    expect(secondsLeft(now + 1, now)).toBe(1);
    expect(secondsLeft(now, now)).toBe(0);
    expect(secondsLeft(now - 5000, now)).toBe(0);
  });

  it('makes a deadline only for a positive wait', () => {
    expect(deadlineIn(60, 1000)).toBe(61_000);
    expect(deadlineIn(0, 1000)).toBeNull();
    expect(deadlineIn(-3, 1000)).toBeNull();
    expect(deadlineIn(Number.NaN, 1000)).toBeNull();
  });
});
