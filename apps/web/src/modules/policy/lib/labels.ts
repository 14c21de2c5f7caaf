import type { TTripRuleOptions, TTripRuleRow } from '@opentmc/contracts';

// Names on the policy screens in the caller's language. Pure, so the unit tests cover them.

type TT = (key: string, params?: Record<string, unknown>) => string;

/** A city category's name: English where it has one and the screen is in English. */
export const categoryLabel = (c: { Name: string; NameEn: string }, lang: string): string =>
  lang.startsWith('en') && c.NameEn ? c.NameEn : c.Name;

/** The job levels of a company as options, named by their jobs: several jobs of one level share it. */
export const jobLevelOptions = (jobs: TTripRuleOptions['Jobs'], t: TT): { value: number; label: string }[] => {
  const byLevel = new Map<number, string[]>();
  for (const j of jobs) byLevel.set(j.JobLevel, [...(byLevel.get(j.JobLevel) ?? []), j.JobName]);
  return [...byLevel.entries()]
    .sort(([a], [b]) => a - b)
    .map(([level, names]) => ({
      value: level,
      label: t('policy.tripRule.jobLevelLabel', { names: names.join(t('policy.separator')), level }),
    }));
};

/** Whom a rule applies to, in words. */
export const appliesTo = (row: TTripRuleRow, t: TT, jobs: TTripRuleOptions['Jobs'] = []): string => {
  if (row.Scope === 'All') return t('policy.tripRule.everyone');
  if (row.Scope === 'Position') {
    const labels = jobLevelOptions(jobs, t);
    return row.JobLevels.map(
      (l) => labels.find((o) => o.value === l)?.label ?? t('policy.tripRule.levelOf', { level: l }),
    ).join(t('policy.separator'));
  }
  return row.DepartmentNames.map((n) => n || t('policy.tripRule.unknownDepartment')).join(t('policy.separator'));
};
