import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ZFeeItemsIn, type TFeeItem } from '@opentmc/contracts';
import { feeText, inputsOf, isDuplicate, newRow, rowsOf } from './fees.ts';

// A translator that shows the key and its parameters, so the words can be checked without a catalogue.
const t = ((key: string, p?: Record<string, string>) =>
  p ? `${key}(${Object.values(p).join(',')})` : key) as unknown as TFunction;

const fixed: TFeeItem = {
  Service: 'train',
  Scene: 'booking',
  Mode: 'Fixed',
  Per: 'Unit',
  Amount: 5,
  Rate: 0,
  Min: 0,
  Max: 0,
};
const percent: TFeeItem = {
  Service: 'flight',
  Scene: 'refund',
  Mode: 'Percent',
  Per: 'Order',
  Amount: 0,
  Rate: 1.5,
  Min: 10,
  Max: 0,
};

describe('service fees on the screens', () => {
  it('says a fee in words', () => {
    expect(feeText(t, fixed)).toBe('charge.fixed.Unit(5.00)');
    expect(feeText(t, { ...fixed, Amount: 0 })).toBe('charge.free');
    expect(feeText(t, percent)).toBe('charge.percent.Order(1.5)charge.separatorcharge.atLeast(10.00)');
    expect(feeText(t, { ...percent, Max: 50.5 })).toContain('charge.atMost(50.50)');
    expect(feeText(t, { ...percent, Rate: 0 })).toBe('charge.free');
  });

  it('turns stored items into editor rows and back into a payload the contract accepts unchanged', () => {
    const rows = rowsOf([fixed, percent]);
    expect(rows[1]).toEqual({
      Service: 'flight',
      Scene: 'refund',
      Mode: 'Percent',
      Per: 'Order',
      Rate: 1.5,
      Min: 10,
      Max: null,
    });
    const sent = inputsOf(rows);
    expect(sent).toEqual([
      { Service: 'train', Scene: 'booking', Mode: 'Fixed', Per: 'Unit', Amount: 5 },
      { Service: 'flight', Scene: 'refund', Mode: 'Percent', Per: 'Order', Rate: 1.5, Min: 10 },
    ]);
    expect(ZFeeItemsIn.parse(sent).map((i) => [i.amountFen, i.rateBp, i.minFen, i.maxFen])).toEqual([
      [500, 0, 0, 0],
      [0, 150, 1000, 0],
    ]);
  });

  it('starts a new row at the first service and scene not yet set, and spots duplicates', () => {
    expect(newRow([])).toMatchObject({ Service: 'train', Scene: 'booking', Mode: 'Fixed', Per: 'Unit' });
    expect(newRow(rowsOf([fixed]))).toMatchObject({ Service: 'train', Scene: 'refund' });
    const rows = [...rowsOf([fixed]), { ...rowsOf([fixed])[0]!, Amount: 6 }];
    expect(isDuplicate(rows, 1)).toBe(true);
    expect(isDuplicate(rowsOf([fixed, percent]), 0)).toBe(false);
  });
});
