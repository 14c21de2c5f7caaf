import { describe, expect, it } from 'vitest';
import { ServiceType } from '../lookups/lists.ts';
import { ORDER_NUMBER_RE, orderNumberPrefix } from './number.ts';
import { canTakeOverLock } from './lock.ts';

describe('order numbers', () => {
  it('start with the service letter and the China date', () => {
    // 2026-05-17 16:30 UTC is already the 18th in China.
    const prefix = orderNumberPrefix(ServiceType.Train, new Date('2026-05-17T16:30:00Z'));
    expect(prefix).toBe('T260518');
    expect(ORDER_NUMBER_RE.test(`${prefix}0000042`)).toBe(true);
    expect(ORDER_NUMBER_RE.test('F260101123456789')).toBe(true);
    // Too short a sequence, a lower-case letter, a missing date.
    expect(ORDER_NUMBER_RE.test('T26051800042')).toBe(false);
    expect(ORDER_NUMBER_RE.test('t2605180000042')).toBe(false);
    expect(ORDER_NUMBER_RE.test('T0000042')).toBe(false);
  });

  it('exist only for services that have orders', () => {
    expect(orderNumberPrefix(ServiceType.Hotel, new Date('2026-01-01T00:00:00Z'))).toBe('H260101');
    expect(orderNumberPrefix(ServiceType.System, new Date())).toBeNull();
    expect(orderNumberPrefix(1, new Date())).toBeNull();
  });
});

describe('lock takeover', () => {
  it('belongs to supervisors and the platform operator', () => {
    expect(canTakeOverLock(['supervisor'])).toBe(true);
    expect(canTakeOverLock(['platform_admin'])).toBe(true);
    expect(canTakeOverLock(['service', 'sales'])).toBe(false);
    expect(canTakeOverLock(['supplier'])).toBe(false);
    expect(canTakeOverLock([])).toBe(false);
  });
});
