import { describe, expect, it } from 'vitest';
import { Cabin, ServiceType } from '../lookups/index.ts';
import { ControlLevel as L, type TTripRule } from '../policy/engine.ts';
import { safeFileName, sniffBtripFile, BTRIP_FILE_KINDS } from './attachment.ts';
import { cabinTenths, evaluateStandards, servicesNeedingReason, stayCities, type TLegRef } from './standard.ts';
import { ZBtripTaskSaveRequest } from './task.ts';

const city = (code: string, name = code) => ({ International: false, CityCode: code, CityName: name });
const abroad = (name: string) => ({ International: true, CityCode: '', CityName: name });
const leg = (from: TLegRef['FromCity'], to: TLegRef['ToCity'], day = '2099-01-10'): TLegRef => ({
  FromCity: from,
  ToCity: to,
  DepartDate: day,
});

const rules: TTripRule[] = [
  {
    RuleID: 'R1',
    Name: 'all',
    Scope: 'All',
    flight: {
      maxCabin: { value: Cabin.Economy80, level: L.Approval },
      advanceDays: { value: 30, level: L.Forbid },
      lowestPrice: { value: { withinFen: 0, windowHours: 2 }, level: L.Forbid },
    },
    hotel: {
      stars: { value: [3, 4], level: L.ReasonRequired },
      nightlyCapFen: { value: { T1: 60000, T2: 45000 }, level: L.Warn },
    },
  },
];
const me = [{ UserID: 'U1', Name: '郑浩' }];
const now = '2099-01-09T00:00:00+08:00';

describe('the policy on an intended standard', () => {
  it('stays in the cities a trip goes to, not in the home city it returns to', () => {
    const sh = city('3101');
    const bj = city('1101');
    const hz = city('3301');
    expect(stayCities([leg(sh, bj), leg(bj, sh)])).toEqual([bj]);
    expect(stayCities([leg(sh, bj), leg(bj, hz), leg(hz, sh)])).toEqual([bj, hz]);
    expect(stayCities([leg(sh, bj)])).toEqual([bj]);
    expect(stayCities([leg(sh, abroad('Tokyo')), leg(abroad('tokyo'), sh)])).toEqual([abroad('Tokyo')]);
  });

  it('reads discounted economy as its tenths and anything else as the full fare', () => {
    expect([Cabin.Economy50, Cabin.Economy90, Cabin.Economy, Cabin.Business].map(cabinTenths)).toEqual([5, 9, 10, 10]);
  });

  it('judges only the rules about a standard: cabin, stars and nightly caps, per stay category', () => {
    const v = evaluateStandards(
      rules,
      me,
      {
        services: [
          { ServiceType: ServiceType.Flight, Cabin: Cabin.Economy },
          { ServiceType: ServiceType.Hotel, HotelStar: 5, NightlyFen: 50000 },
        ],
        departDate: '2099-01-10',
        stayCategories: ['T1', 'T2', 'T2'],
      },
      now,
    );
    // Booking a day ahead and the lowest fare (both level 4 here) are the booking's business, not the application's.
    expect(v.violations.map((x) => [x.code, x.ServiceType, x.level])).toEqual([
      ['flight.cabin', ServiceType.Flight, L.Approval],
      ['hotel.star', ServiceType.Hotel, L.ReasonRequired],
      ['hotel.price', ServiceType.Hotel, L.Warn],
    ]);
    expect(v.level).toBe(L.Approval);
    const within = evaluateStandards(
      rules,
      me,
      {
        services: [{ ServiceType: ServiceType.Flight, Cabin: Cabin.Economy80 }, { ServiceType: ServiceType.Train }],
        departDate: '2099-01-10',
        stayCategories: [],
      },
      now,
    );
    expect(within).toEqual({ compliant: true, level: 0, violations: [] });
  });

  it('asks a reason for services at level 3 or 5, and at every level but 4 when the company says so', () => {
    const vs = [
      { ServiceType: ServiceType.Hotel, level: L.Warn },
      { ServiceType: ServiceType.Hotel, level: L.ReasonRequired },
      { ServiceType: ServiceType.Flight, level: L.Record },
      { ServiceType: ServiceType.Train, level: L.Forbid },
    ];
    expect(servicesNeedingReason(vs)).toEqual([ServiceType.Hotel]);
    expect(servicesNeedingReason(vs, true)).toEqual([ServiceType.Flight, ServiceType.Hotel]);
    expect(servicesNeedingReason([])).toEqual([]);
  });
});

describe('attachments and cities', () => {
  it('tells files by their first bytes', () => {
    expect(sniffBtripFile(new TextEncoder().encode('%PDF-1.7'))).toBe(BTRIP_FILE_KINDS.pdf);
    expect(sniffBtripFile(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(BTRIP_FILE_KINDS.jpeg);
    expect(sniffBtripFile(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
  });

  it('keeps file names to a safe last part', () => {
    expect(safeFileName('C:\\fakepath\\议程.pdf')).toBe('议程.pdf');
    expect(safeFileName('../../.hidden\u0000.pdf')).toBe('hidden.pdf');
    expect(safeFileName(`${'长'.repeat(120)}.pdf`)).toHaveLength(100);
    expect(safeFileName(`${'长'.repeat(120)}.pdf`).endsWith('.pdf')).toBe(true);
  });
});

describe('the application payload', () => {
  const base = {
    Travellers: ['U1'],
    Legs: [{ FromCity: { CityCode: '3101' }, ToCity: { CityCode: '1101' }, DepartDate: '2099-01-10' }],
    EndDate: '2099-01-12',
    Services: [{ ServiceType: ServiceType.Flight, Budget: '1200.50', Cabin: Cabin.Economy }],
  };
  const issue = (p: object) => ZBtripTaskSaveRequest.safeParse({ ...base, ...p }).error?.issues[0]?.message;

  it('takes yuan with two decimals as fen, and defaults the rest', () => {
    const r = ZBtripTaskSaveRequest.parse(base);
    expect(r.Services[0]!.Budget).toBe(120050);
    expect(r).toMatchObject({ Submit: false, Attachments: [], ViolationReasons: [], Remark: '' });
  });

  it('refuses repeated travellers and services, legs out of order and reasons for a service twice', () => {
    expect(issue({ Travellers: ['U1', 'U1'] })).toBe('btrip.validation.travellerRepeated');
    expect(issue({ Services: [...base.Services, ...base.Services] })).toBe('btrip.validation.serviceRepeated');
    expect(
      issue({
        Legs: [
          { ...base.Legs[0], DepartDate: '2099-01-11' },
          { FromCity: { CityCode: '1101' }, ToCity: { CityCode: '3101' }, DepartDate: '2099-01-10' },
        ],
      }),
    ).toBe('btrip.validation.legOrder');
    const reason = { ServiceType: ServiceType.Flight, ReasonID: 'X1' };
    expect(issue({ ViolationReasons: [reason, reason] })).toBe('btrip.validation.serviceRepeated');
    expect(issue({ Services: [{ ServiceType: ServiceType.Hotel, Budget: 100, NightlyPrice: 0, HotelStar: 3 }] })).toBe(
      'btrip.validation.budgetRequired',
    );
  });
});
