import { costCenterResource, projectResource, travelPurposeResource, type TCallContract } from '@opentmc/contracts';

// Where the desk's "order data" dialog (UpdateOrder) finds the header's references: the client company's own lists
// (the resource List calls with the order's CompanyID, as the org screens read them). Pure, so the unit tests cover it.

export type TDeskRefField = 'CostCenterID' | 'ProjectID' | 'TravelPurposeID';

type TRow = Record<string, unknown>;
type TSource = { call: TCallContract; value: string; label: (r: TRow, lang: string) => string };

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const codeAndName = (code: string, name: string) => (r: TRow) => [str(r[code]), str(r[name])].filter(Boolean).join(' ');

export const DESK_REF_SOURCES: Record<TDeskRefField, TSource> = {
  CostCenterID: {
    call: costCenterResource.calls.List,
    value: 'CostCenterID',
    label: codeAndName('CostCenterCode', 'CostCenterName'),
  },
  ProjectID: { call: projectResource.calls.List, value: 'ProjectID', label: codeAndName('ProjectCode', 'ProjectName') },
  TravelPurposeID: {
    call: travelPurposeResource.calls.List,
    value: 'PurposeID',
    label: (r, lang) => (lang === 'en' && str(r.PurposeNameEn)) || str(r.PurposeName),
  },
};

export type TRefChoice = { value: string; label: string };

/** The options of a source's rows, the current id first when the list does not have it (it stays choosable). */
export const refChoices = (rows: readonly TRow[], source: TSource, lang: string, current?: string): TRefChoice[] => {
  const out: TRefChoice[] = [];
  for (const r of rows) {
    const value = str(r[source.value]);
    if (value && !out.some((o) => o.value === value)) out.push({ value, label: source.label(r, lang) || value });
  }
  if (current && !out.some((o) => o.value === current)) out.unshift({ value: current, label: current });
  return out;
};
