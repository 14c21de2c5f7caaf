import { describe, expect, it } from 'vitest';
import { contactResource, departmentResource, type TRefSource } from '@opentmc/contracts';
import { companyPayload } from './ref-tree.ts';

describe('ref options for a client company', () => {
  const ref = (call: TRefSource['call']): TRefSource => ({ call, value: 'id', label: 'name' });
  it('sends the company along when the source call takes a CompanyID', () => {
    expect(companyPayload(ref(departmentResource.calls.List), 'C00000000003')).toEqual({ CompanyID: 'C00000000003' });
  });
  it('sends nothing for sources without one, or without a company', () => {
    expect(companyPayload(ref(contactResource.calls.List), 'C00000000003')).toEqual({});
    expect(companyPayload(ref(departmentResource.calls.List))).toEqual({});
  });
});
