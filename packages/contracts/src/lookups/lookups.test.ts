import { describe, expect, it } from 'vitest';
import { catalogueKeys, catalogues } from '@opentmc/i18n';
import { lookupItems, lookupMaps, lookupNameKey } from './define.ts';
import {
  LOOKUPS,
  LOOKUP_NAMES,
  SPEC_FIXED_CODES,
  WORK_TASK_LOAD,
  FLIGHT_CHANGE_OPEN_STATUSES,
  findLookup,
} from './catalogue.ts';
import { ROOT_ID, ServiceID, YesNo } from './fixed.ts';
import { BusinessType, DealStatus, OrderStatus, ServiceType, WorkStatus } from './lists.ts';

const own = LOOKUPS.filter((l) => l.titleList === l.name);

describe('lookup catalogue', () => {
  it('has unique list names, matched without regard to case', () => {
    expect(new Set(LOOKUP_NAMES.map((n) => n.toLowerCase())).size).toBe(LOOKUP_NAMES.length);
    expect(findLookup('servicetype')?.name).toBe('ServiceType');
    expect(findLookup(' ServiceType ')?.name).toBe('ServiceType');
    expect(findLookup('Nope')).toBeUndefined();
  });

  it('has no duplicate CategoryID or CategoryCode within a list, and no empty list', () => {
    for (const l of LOOKUPS) {
      const ids = Object.values(l.codes);
      expect(ids.length, l.name).toBeGreaterThan(0);
      expect(new Set(ids).size, l.name).toBe(ids.length);
      for (const id of ids) expect(Number.isSafeInteger(id) && id > 0, `${l.name} ${id}`).toBe(true);
    }
  });

  it('keeps every code inside its own block, and blocks never overlap: a code means one entry everywhere', () => {
    const owner = new Map<number, string>();
    for (const l of own) {
      expect(l.blocks.length, l.name).toBeGreaterThan(0);
      for (const id of Object.values(l.codes)) {
        expect(
          l.blocks.some(([a, b]) => id >= a && id <= b),
          `${l.name} ${id}`,
        ).toBe(true);
        expect(owner.get(id), `${id} in ${l.name}`).toBeUndefined();
        owner.set(id, l.name);
      }
    }
    const blocks = own.flatMap((l) => l.blocks.map(([a, b]) => ({ a, b, name: l.name }))).sort((x, y) => x.a - y.a);
    for (let i = 1; i < blocks.length; i++) {
      expect(blocks[i]!.a, `${blocks[i - 1]!.name} / ${blocks[i]!.name}`).toBeGreaterThan(blocks[i - 1]!.b);
    }
  });

  it('gives aliases the codes of the list they stand for', () => {
    expect(DealStatus).toBe(OrderStatus);
    for (const l of LOOKUPS.filter((x) => x.titleList !== x.name)) {
      expect(findLookup(l.titleList)?.codes, l.name).toBe(l.codes);
      expect(l.blocks).toEqual([]);
    }
  });

  it('has the fixed codes of spec section 9', () => {
    expect(YesNo).toEqual({ Yes: 1150, No: 1151 });
    expect([ServiceType.Flight, ServiceType.Hotel, ServiceType.Train]).toEqual([1407, 1409, 1470]);
    expect([BusinessType.Sales, BusinessType.Change, BusinessType.Amend]).toEqual([1789, 1797, 1799]);
    expect(WORK_TASK_LOAD.BusinessStatuss.toSorted()).toEqual([10105, 10107, 10109, 10203]);
    expect(WORK_TASK_LOAD.BusinessTypes.toSorted()).toEqual([1789, 1797, 1799]);
    expect(WORK_TASK_LOAD.ServiceTypes.toSorted()).toEqual([1407, 1409, 1470]);
    expect(WORK_TASK_LOAD).toMatchObject({ PageNo: 1, PageSize: 999999999 });
    expect(FLIGHT_CHANGE_OPEN_STATUSES).toEqual([10301, 10303]);
    expect(WorkStatus.WaitDispose).toBe(10203);
    const fixed = SPEC_FIXED_CODES.map((f) => f.id).sort((a, b) => a - b);
    expect(fixed).toEqual([1150, 1151, 1407, 1409, 1470, 1789, 1797, 1799, 10105, 10107, 10109, 10203, 10301, 10303]);
    for (const f of SPEC_FIXED_CODES) expect(findLookup(f.list)?.codes[f.code], `${f.list}.${f.code}`).toBe(f.id);
  });

  it('has the service IDs and root ID of spec section 9', () => {
    expect(ServiceID).toEqual({
      FlightInternal: 'S00000000009',
      FlightOverseas: 'S00000000011',
      HotelInternal: 'S00000000013',
      HotelOverseas: 'S00000000015',
      TourInternal: 'S00000000005',
      TourOverseas: 'S00000000007',
      TrainInternal: 'S00000000017',
      Insurance: 'S00000000025',
      ValueAdded: 'S00000000043',
      Car: 'S00000000029',
    });
    expect(ROOT_ID).toBe('S00000000120');
  });

  it('covers the lists the spec names', () => {
    for (const n of [
      'ApplyArea',
      'CardType',
      'RoleType',
      'ConsumerType',
      'CurrencyUnit',
      'TradeMode',
      'ProductType',
      'Source',
      'ServiceType',
      'ZoneType',
      'TicketType',
      'TrainSeatType',
      'Cabin',
      'TrainType',
      'TripApprovalRule',
      'PriceType',
      'AccountType',
      'Language',
      'ChannelCode',
      'OrderStatus',
      'DealStatus',
      'AmendStatus',
      'TradeStatus',
      'BillStatus',
      'ActiveStatus',
      'PolicyState',
      'FlightPolicyState',
      'FlightChangeStatus',
      'AuditStatus',
      'ApplyStatus',
      'RefundStatus',
      'OverdueStatus',
      'WorkStatus',
      'AdviseType',
    ]) {
      expect(findLookup(n), n).toBeDefined();
    }
    expect(Object.keys(findLookup('TripApprovalRule')!.codes)).toHaveLength(25);
    expect(Object.keys(findLookup('ServiceType')!.codes)).toHaveLength(20);
    expect(Object.keys(findLookup('CardType')!.codes)).toEqual(expect.arrayContaining(['Other', 'ForeignPermanent']));
  });

  it('builds two maps that are inverse of each other', () => {
    for (const l of LOOKUPS) {
      const { IdByCode, CodeById } = lookupMaps(l);
      expect(Object.keys(IdByCode).length, l.name).toBe(Object.keys(CodeById).length);
      for (const [code, id] of Object.entries(IdByCode)) expect(CodeById[String(id)], l.name).toBe(code);
      for (const [id, code] of Object.entries(CodeById)) expect(String(IdByCode[code]), l.name).toBe(id);
    }
    expect(lookupMaps(findLookup('YesNo')!)).toEqual({
      IdByCode: { Yes: 1150, No: 1151 },
      CodeById: { 1150: 'Yes', 1151: 'No' },
    });
  });

  it('lists entries in code order with titles as catalogue keys', () => {
    const items = lookupItems(findLookup('ServiceType')!);
    expect(items.map((i) => i.CategoryID)).toEqual([...items.map((i) => i.CategoryID)].sort((a, b) => a - b));
    expect(items.find((i) => i.CategoryID === 1407)).toEqual({
      CategoryID: 1407,
      CategoryCode: 'Flight',
      CategoryTitle: 'base.lookups.ServiceType.Flight',
    });
  });

  it('has every title and list name in both catalogues', () => {
    for (const locale of ['zh-CN', 'en'] as const) {
      const keys = new Set(catalogueKeys(catalogues[locale]));
      const missing = LOOKUPS.flatMap((l) => [lookupNameKey(l), ...lookupItems(l).map((i) => i.CategoryTitle)]).filter(
        (k) => !keys.has(k),
      );
      expect(missing, locale).toEqual([]);
    }
  });

  it('has no catalogue title without its entry', () => {
    const titles = new Set(LOOKUPS.flatMap((l) => [lookupNameKey(l), ...lookupItems(l).map((i) => i.CategoryTitle)]));
    const extra = catalogueKeys(catalogues.en).filter(
      (k) => /^(base|adapter)\.(lookups|lists)\./.test(k) && !titles.has(k),
    );
    expect(extra).toEqual([]);
  });
});
