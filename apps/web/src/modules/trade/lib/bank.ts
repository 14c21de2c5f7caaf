// Bank accounts and cards as choices in the recharge and confirm forms. Pure, so the unit tests cover them.

export type TBankChoice = { value: string; label: string };

export type TBankRow = { AccountName?: unknown; BankName?: unknown; AccountNo?: unknown } & Record<string, unknown>;

/** "招商银行 · OpenTMC 商旅服务有限公司 · ****0801": enough to tell accounts apart without the full number. */
export const bankChoiceLabel = (row: TBankRow): string => {
  const no = String(row.AccountNo ?? '');
  return [String(row.BankName ?? ''), String(row.AccountName ?? ''), no ? `****${no.slice(-4)}` : '']
    .filter(Boolean)
    .join(' · ');
};

/** Rows as select options, by their id field. */
export const bankChoices = (rows: readonly TBankRow[], id: string): TBankChoice[] =>
  rows.map((r) => ({ value: String(r[id] ?? ''), label: bankChoiceLabel(r) })).filter((c) => c.value);
