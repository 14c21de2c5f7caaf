import { describe, expect, it } from 'vitest';
import { EXPANDER_WIDTH, fitColumns, type TFitColumn } from './table-fit.ts';

// The desk's order list as it was at 1366 px: 1,600 px of columns in a 1,020 px card.
const desk: TFitColumn[] = [
  { key: 'UniqueID', width: 150, priority: 'essential' },
  { key: 'Title', width: 200, priority: 'secondary' },
  { key: 'TravelDate', width: 110, priority: 'essential' },
  { key: 'Travellers', width: 140, priority: 'optional' },
  { key: 'TotalPrice', width: 110, priority: 'essential' },
  { key: 'OrderStatus', width: 130, priority: 'essential' },
  { key: 'Booker', width: 100, priority: 'essential' },
  { key: 'CreateTime', width: 160, priority: 'secondary' },
  { key: 'actions', width: 150, priority: 'essential' },
];
const sum = (cols: TFitColumn[], keys: readonly string[]) =>
  cols.filter((c) => keys.includes(c.key)).reduce((n, c) => n + c.width, 0);

describe('fitColumns', () => {
  it('shows every column, with nothing folded, when they fit', () => {
    const fit = fitColumns(desk, 1500);
    expect(fit.shown).toEqual(desk.map((c) => c.key));
    expect(fit.folded).toEqual([]);
    expect(fit.width).toBe(sum(desk, fit.shown));
  });

  it('folds optional columns first, then secondary ones from the right, keeping the essential ones', () => {
    const fit = fitColumns(desk, 1200);
    expect(fit.folded).toEqual(['Travellers']);
    expect(fit.width).toBe(sum(desk, fit.shown) + EXPANDER_WIDTH);
    expect(fit.width).toBeLessThanOrEqual(1200);

    const narrow = fitColumns(desk, 1000);
    expect(narrow.folded).toEqual(['Travellers', 'CreateTime']);
    expect(narrow.shown).toEqual(['UniqueID', 'Title', 'TravelDate', 'TotalPrice', 'OrderStatus', 'Booker', 'actions']);
    expect(narrow.width).toBeLessThanOrEqual(1000);
  });

  it('keeps the columns in their order and takes a later narrower column that still fits', () => {
    const cols: TFitColumn[] = [
      { key: 'a', width: 100, priority: 'essential' },
      { key: 'wide', width: 300, priority: 'secondary' },
      { key: 'narrow', width: 80, priority: 'secondary' },
      { key: 'b', width: 100, priority: 'essential' },
    ];
    const fit = fitColumns(cols, 100 + 100 + 80 + EXPANDER_WIDTH + 50);
    expect(fit.shown).toEqual(['a', 'narrow', 'b']);
    expect(fit.folded).toEqual(['wide']);
  });

  it('never folds an essential column: the table scrolls only when they alone do not fit', () => {
    const fit = fitColumns(desk, 500);
    expect(fit.shown).toEqual(['UniqueID', 'TravelDate', 'TotalPrice', 'OrderStatus', 'Booker', 'actions']);
    expect(fit.folded).toEqual(['Title', 'Travellers', 'CreateTime']);
    expect(fit.width).toBeGreaterThan(500);
  });

  it('counts the expand column of rows that unfold anyway', () => {
    const all = sum(
      desk,
      desk.map((c) => c.key),
    );
    expect(fitColumns(desk, all).folded).toEqual([]);
    const fit = fitColumns(desk, all, true);
    expect(fit.folded).toEqual(['Travellers']);
    expect(fit.width).toBe(all - 140 + EXPANDER_WIDTH);
  });

  it('shows everything before the width is known', () => {
    expect(fitColumns(desk, 0).folded).toEqual([]);
  });
});
