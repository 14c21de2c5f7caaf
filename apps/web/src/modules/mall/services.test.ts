import { describe, expect, it } from 'vitest';
import { HOME_ORDER, SERVICES, SERVICE_GROUPS, isEnabled, servicesOf } from './services.ts';

describe('service catalogue', () => {
  it('lists the ten services of spec section 1 once each, all on the home page', () => {
    const keys = SERVICES.map((s) => s.key);
    expect(new Set(keys).size).toBe(10);
    expect([...HOME_ORDER].sort()).toEqual([...keys].sort());
  });

  it('puts every service in exactly one shown group', () => {
    const grouped = SERVICE_GROUPS.flatMap((g) => servicesOf(g).map((s) => s.key));
    expect(grouped.sort()).toEqual(SERVICES.map((s) => s.key).sort());
  });

  it('uses the spec service IDs', () => {
    const id = (k: string) => SERVICES.find((s) => s.key === k)?.serviceID;
    expect(id('flightDomestic')).toBe('S00000000009');
    expect(id('flightIntl')).toBe('S00000000011');
    expect(id('hotel')).toBe('S00000000013');
    expect(id('train')).toBe('S00000000017');
    expect(id('insurance')).toBe('S00000000025');
    expect(id('car')).toBe('S00000000029');
  });

  it('enables a service only when its booking route exists', () => {
    expect(isEnabled({ ...SERVICES[0]!, route: null })).toBe(false);
    expect(isEnabled({ ...SERVICES[0]!, route: '/mall/flight/Internal/list' })).toBe(true);
  });
});
