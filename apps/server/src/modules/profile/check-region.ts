import { regionIssue } from '@opentmc/refdata';

// The address book accepts only a district of the chosen city of the chosen province (the administrative divisions
// of the reference data, @opentmc/refdata).

/** Why a province, city and district do not make a region, as a message key; null when they do. */
export const regionIssueOf = (province: string, city: string, district: string): string | null => {
  const issue = regionIssue(province, city, district);
  if (issue === 'unknown') return 'profile.errors.regionUnknown';
  return issue === 'mismatch' ? 'profile.validation.regionMismatch' : null;
};
