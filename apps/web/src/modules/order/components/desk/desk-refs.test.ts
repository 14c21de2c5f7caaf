import { describe, expect, it } from 'vitest';
import { costCenterResource, travelPurposeResource } from '@opentmc/contracts';
import { DESK_REF_SOURCES, refChoices } from './desk-refs.ts';

describe('the order header references of the desk', () => {
  it('reads each field from the client company list the org screens use', () => {
    expect(DESK_REF_SOURCES.CostCenterID.call).toBe(costCenterResource.calls.List);
    expect(DESK_REF_SOURCES.TravelPurposeID.call).toBe(travelPurposeResource.calls.List);
    expect(DESK_REF_SOURCES.TravelPurposeID.value).toBe('PurposeID');
  });

  it('offers the rows by code and name, the value the id the order stores', () => {
    const rows = [
      { CostCenterID: 'K1', CostCenterCode: 'CC-01', CostCenterName: '研发一部' },
      { CostCenterID: 'K2', CostCenterCode: 'CC-02', CostCenterName: '' },
      { CostCenterID: 'K1', CostCenterCode: 'CC-01', CostCenterName: 'again' },
      { CostCenterCode: 'no id' },
    ];
    expect(refChoices(rows, DESK_REF_SOURCES.CostCenterID, 'zh-CN', 'K2')).toEqual([
      { value: 'K1', label: 'CC-01 研发一部' },
      { value: 'K2', label: 'CC-02' },
    ]);
  });

  it('keeps the order’s current id choosable when the list does not have it', () => {
    expect(refChoices([], DESK_REF_SOURCES.ProjectID, 'en', 'P9')).toEqual([{ value: 'P9', label: 'P9' }]);
    expect(refChoices([], DESK_REF_SOURCES.ProjectID, 'en', '')).toEqual([]);
  });

  it('names travel purposes in the page language, Chinese when there is no English name', () => {
    const rows = [
      { PurposeID: 'Q1', PurposeName: '客户拜访', PurposeNameEn: 'Client visit' },
      { PurposeID: 'Q2', PurposeName: '培训', PurposeNameEn: '' },
    ];
    expect(refChoices(rows, DESK_REF_SOURCES.TravelPurposeID, 'en').map((o) => o.label)).toEqual([
      'Client visit',
      '培训',
    ]);
    expect(refChoices(rows, DESK_REF_SOURCES.TravelPurposeID, 'zh-CN').map((o) => o.label)).toEqual([
      '客户拜访',
      '培训',
    ]);
  });
});
