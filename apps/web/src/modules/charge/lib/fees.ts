import type { TFunction } from 'i18next';
import {
  FEE_MODES,
  FEE_PER,
  FEE_SCENES,
  FEE_SERVICES,
  formatYuan,
  yuanToFen,
  type TFeeItem,
  type TFeeItemInput,
  type TFeeMode,
  type TFeePer,
  type TFeeScene,
  type TFeeService,
} from '@opentmc/contracts';

// Service fees on the screens: labels, a fee in words, and the editor's rows to and from the wire.

/** One row of the fee editor. */
export type TFeeRow = {
  Service?: TFeeService;
  Scene?: TFeeScene;
  Mode?: TFeeMode;
  Per?: TFeePer;
  Amount?: number | null;
  Rate?: number | null;
  Min?: number | null;
  Max?: number | null;
};

export const serviceOptions = (t: TFunction) =>
  FEE_SERVICES.map((s) => ({ value: s, label: t(`charge.service.${s}`) }));
export const sceneOptions = (t: TFunction) => FEE_SCENES.map((s) => ({ value: s, label: t(`charge.scene.${s}`) }));
export const modeOptions = (t: TFunction) => FEE_MODES.map((s) => ({ value: s, label: t(`charge.mode.${s}`) }));
export const perOptions = (t: TFunction) => FEE_PER.map((s) => ({ value: s, label: t(`charge.per.${s}`) }));

const yuan = (v: number) => formatYuan(yuanToFen(v) ?? 0);

/** A fee in words, e.g. "¥5.00 per ticket" or "1.5% of the price, at least ¥10.00, per order". */
export const feeText = (t: TFunction, i: TFeeItem): string => {
  if (i.Mode === 'Fixed')
    return i.Amount === 0 ? t('charge.free') : t(`charge.fixed.${i.Per}`, { amount: yuan(i.Amount) });
  if (i.Rate === 0) return t('charge.free');
  const parts = [t(`charge.percent.${i.Per}`, { rate: String(i.Rate) })];
  if (i.Min > 0) parts.push(t('charge.atLeast', { amount: yuan(i.Min) }));
  if (i.Max > 0) parts.push(t('charge.atMost', { amount: yuan(i.Max) }));
  return parts.join(t('charge.separator'));
};

/** The editor's rows of stored items. */
export const rowsOf = (items: readonly TFeeItem[]): TFeeRow[] =>
  items.map((i) =>
    i.Mode === 'Fixed'
      ? { Service: i.Service, Scene: i.Scene, Mode: i.Mode, Per: i.Per, Amount: i.Amount }
      : {
          Service: i.Service,
          Scene: i.Scene,
          Mode: i.Mode,
          Per: i.Per,
          Rate: i.Rate,
          Min: i.Min || null,
          Max: i.Max || null,
        },
  );

const num = (v: number | null | undefined) => (typeof v === 'number' ? v : undefined);

/** The items to send: only the fields of each row's mode, empty bounds left out. */
export const inputsOf = (rows: readonly TFeeRow[]): TFeeItemInput[] =>
  rows.map((r) => {
    const base = { Service: r.Service!, Scene: r.Scene!, Mode: r.Mode!, Per: r.Per ?? 'Unit' };
    if (r.Mode === 'Fixed') return { ...base, Amount: num(r.Amount) ?? 0 };
    const min = num(r.Min);
    const max = num(r.Max);
    return { ...base, Rate: num(r.Rate) ?? 0, ...(min ? { Min: min } : {}), ...(max ? { Max: max } : {}) };
  });

/** A new row: the first service and scene the list does not have yet, a fixed fee per unit. */
export const newRow = (rows: readonly TFeeRow[]): TFeeRow => {
  const taken = new Set(rows.map((r) => `${r.Service}/${r.Scene}`));
  for (const Service of FEE_SERVICES)
    for (const Scene of FEE_SCENES)
      if (!taken.has(`${Service}/${Scene}`)) return { Service, Scene, Mode: 'Fixed', Per: 'Unit', Amount: null };
  return { Mode: 'Fixed', Per: 'Unit', Amount: null };
};

/** Whether another row has the same service and scene. */
export const isDuplicate = (rows: readonly TFeeRow[], index: number): boolean => {
  const r = rows[index];
  return (
    !!r?.Service && !!r.Scene && rows.some((o, n) => n !== index && o.Service === r.Service && o.Scene === r.Scene)
  );
};
