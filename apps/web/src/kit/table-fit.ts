// Which columns of a list fit its width (issue 15 item 2): essential columns always show; the others show while there
// is room, secondary ones before optional ones, left to right, and the rest fold into the row's details. Pure, so the
// unit tests cover it; kit/FitTable.tsx measures the width and draws the result.

import type { TColumnPriority } from '@opentmc/contracts';

export type { TColumnPriority };

export type TFitColumn = { key: string; width: number; priority: TColumnPriority };

export type TFit = {
  /** The keys shown, in their order. */
  shown: string[];
  /** The keys folded into the row's details, in their order. */
  folded: string[];
  /** The table's width: the shown columns, and the expander column when something folds. */
  width: number;
};

/** The width of the column of the rows' expand buttons. */
export const EXPANDER_WIDTH = 48;

const total = (cols: readonly TFitColumn[]) => cols.reduce((n, c) => n + c.width, 0);

/**
 * Fits `cols` into `available` pixels; an unknown width (0) shows everything. `expander`: the rows unfold anyway (a
 * deal's postings), so the expand column is there whether or not a column folds.
 */
export const fitColumns = (cols: readonly TFitColumn[], available: number, expander = false): TFit => {
  const extra = expander ? EXPANDER_WIDTH : 0;
  const all = total(cols) + extra;
  if (available <= 0 || all <= available) return { shown: cols.map((c) => c.key), folded: [], width: all };
  const budget = available - EXPANDER_WIDTH;
  const keep = new Set(cols.filter((c) => c.priority === 'essential').map((c) => c.key));
  let used = total(cols.filter((c) => keep.has(c.key)));
  for (const tier of ['secondary', 'optional'] as const) {
    for (const c of cols) {
      if (c.priority !== tier || used + c.width > budget) continue;
      keep.add(c.key);
      used += c.width;
    }
  }
  const shown = cols.filter((c) => keep.has(c.key)).map((c) => c.key);
  const folded = cols.filter((c) => !keep.has(c.key)).map((c) => c.key);
  return { shown, folded, width: used + (folded.length > 0 ? EXPANDER_WIDTH : 0) };
};
