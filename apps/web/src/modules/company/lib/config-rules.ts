import { MAIN_CONFIG_RULES, TripApprovalRule, conflictOf } from '@opentmc/contracts';

// The configuration screen's rule lists. Pure, so the unit tests cover them.

const MAIN = new Set<number>(MAIN_CONFIG_RULES);

/** Every TripApprovalRule code: the main switches first (in their order), then the rest by code. */
export const ruleGroups = (): { main: number[]; more: number[] } => ({
  main: [...MAIN_CONFIG_RULES],
  more: Object.values(TripApprovalRule)
    .filter((c) => !MAIN.has(c))
    .sort((a, b) => a - b),
});

/** The rules after switching one on or off, ascending. */
export const toggleRule = (rules: readonly number[], code: number, on: boolean): number[] => {
  const next = new Set(rules);
  if (on) next.add(code);
  else next.delete(code);
  return [...next].sort((a, b) => a - b);
};

/** Whether the rules can be saved (no contradicting pair). */
export const rulesConflict = (rules: readonly number[]): boolean => conflictOf(rules) !== null;
