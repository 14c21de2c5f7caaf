import { describe, expect, it } from 'vitest';
import { translate } from '../../platform/i18n.ts';
import { orderMessageText } from './order-messages.ts';
import { RENAMED_STORED_KEYS, storedText } from './stored-keys.ts';

// Rows written before the engine's messages moved to `order.*` keep their train keys: they still read in each
// language (ADR 0038).

describe('stored keys of the train catalogues', () => {
  it('each renamed key names a catalogue entry in both languages', () => {
    for (const to of Object.values(RENAMED_STORED_KEYS))
      for (const lang of ['cn', 'en'] as const) expect(translate(lang, to), `${to} ${lang}`).not.toBe(to);
  });

  it('reads an old refund line and an old change line, its train parameter now the goods', () => {
    const refund = { text: '', textKey: 'trainOrder.log.refunded' };
    expect(
      orderMessageText(
        { ...refund, textParams: { names: '郑浩', fee: '5.00', amount: '95.00', reason: 'order.reasons.refund.plan' } },
        'en',
      ),
    ).toBe('Refunded 郑浩: fee 5.00 yuan, 95.00 yuan back; reason: Change of plans');
    const declined = { text: '', textKey: 'trainChange.log.declined', textParams: { amend: 'AM7', train: 'G101' } };
    expect(orderMessageText(declined, 'en')).toBe('Change AM7 to G101 was declined');
    expect(orderMessageText(declined, 'cn')).toBe('改签单 AM7（改至 G101）已被拒绝');
  });

  it('reads an old extra charge name', () => {
    expect(storedText('en', 'trainOrder.corrections.extraKinds.PaperTicket')).toBe('Paper ticket fee');
    expect(storedText('cn', 'trainOrder.corrections.extraKinds.Delivery')).toBe('配送费');
    expect(storedText('en', 'Courier to the hotel')).toBe('Courier to the hotel');
  });
});
