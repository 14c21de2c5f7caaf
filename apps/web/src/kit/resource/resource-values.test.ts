import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { AdviseList, Sex, YesNo, defineLookup, defineResource, field, type TResource } from '@opentmc/contracts';
import {
  columnSortOrder,
  fieldIssueKeyOf,
  fieldRule,
  formToUpdatePayload,
  formatMoney,
  lookupLabel,
  lookupOptions,
  maxLengthOf,
  newFormValues,
  ownerPayload,
  readSearchForm,
  readSearchPayload,
  readSort,
  rowToFormValues,
  searchFormToParams,
  searchParamKeys,
  sortFromTable,
} from './resource-values.ts';

const t = (k: string) => `t:${k}`;
const sexLookup = defineLookup('Sex', Sex, { blocks: [[1350, 1399]] });
// Any list call serves as a ref source here; only its rows' keys matter.
const deptList = AdviseList;

const sample = defineResource({
  key: 'sampleContact',
  group: 'system',
  controller: 'SampleContact',
  id: 'ContactID',
  owner: 'company',
  i18n: 'sample.contact',
  permission: {},
  fields: {
    Name: field.text({ required: true, max: 20, search: 'like', sortable: true }),
    Remark: field.textarea({}),
    Sex: field.lookup(sexLookup, { search: 'eq' }),
    IsDefault: field.yesNo({ search: 'eq' }),
    DepartmentID: field.ref(
      { call: deptList, value: 'DepartmentID', label: 'DepartmentName' },
      { search: 'eq', required: true },
    ),
    Birthday: field.date({ search: 'range' }),
    Enabled: field.switch({ search: 'eq' }),
    Budget: field.money({ sortable: true }),
    Seats: field.number({ search: 'eq' }),
    Code: field.text({ form: false }),
  },
  example: { Name: 'a', DepartmentID: 'd1' },
  invalidExample: { field: 'Name', value: '' },
});
// A definition is accepted wherever the kit takes any resource.
const resource: TResource = sample;
const { fields } = resource;

describe('search payload from the address', () => {
  it('lists the address keys of the search fields, a range as two', () => {
    expect(searchParamKeys(fields)).toEqual([
      'Name',
      'Sex',
      'IsDefault',
      'DepartmentID',
      'Birthday',
      'BirthdayEnd',
      'Enabled',
      'Seats',
    ]);
  });

  it('types each filter by its kind and drops invalid or unsearchable ones', () => {
    const p = new URLSearchParams(
      'Name=%20Li%20&Sex=1351&IsDefault=1150&DepartmentID=d7&Birthday=2026-01-02&BirthdayEnd=2026-02-30' +
        '&Enabled=false&Seats=12&Remark=x&Budget=5&PageNo=2',
    );
    expect(readSearchPayload(fields, p)).toEqual({
      Name: 'Li',
      Sex: 1351,
      IsDefault: YesNo.Yes,
      DepartmentID: 'd7',
      Birthday: '2026-01-02',
      Enabled: false,
      Seats: 12,
    });
  });

  it('leaves out empty values, non-numbers for codes and non-boolean switches', () => {
    const p = new URLSearchParams('Name=%20&Sex=abc&Seats=1.5&Enabled=yes&BirthdayEnd=2026-03-31');
    expect(readSearchPayload(fields, p)).toEqual({ BirthdayEnd: '2026-03-31' });
  });

  it('fills the search form from the address, clearing absent fields', () => {
    const v = readSearchForm(fields, new URLSearchParams('Sex=1353&BirthdayEnd=2026-03-31'));
    expect(Object.keys(v).sort()).toEqual(
      ['Name', 'Sex', 'IsDefault', 'DepartmentID', 'Birthday', 'Enabled', 'Seats'].sort(),
    );
    expect(v.Name).toBeUndefined();
    expect(v.Sex).toBe(1353);
    const range = v.Birthday as [dayjs.Dayjs | null, dayjs.Dayjs | null];
    expect(range[0]).toBeNull();
    expect(range[1]?.format('YYYY-MM-DD')).toBe('2026-03-31');
  });

  it('writes a submitted search form back as address values', () => {
    expect(
      searchFormToParams(fields, {
        Name: 'Li',
        Sex: 1351,
        Enabled: true,
        Birthday: [dayjs('2026-01-02'), null],
        Seats: undefined,
      }),
    ).toEqual({
      Name: 'Li',
      Sex: '1351',
      IsDefault: undefined,
      DepartmentID: undefined,
      Birthday: '2026-01-02',
      BirthdayEnd: undefined,
      Enabled: 'true',
      Seats: undefined,
    });
  });

  it('reads only a valid order of a sortable field and maps it to and from antd', () => {
    expect(readSort(fields, new URLSearchParams('SortField=Budget&SortOrder=desc'))).toEqual({
      SortField: 'Budget',
      SortOrder: 'desc',
    });
    expect(readSort(fields, new URLSearchParams('SortField=Remark&SortOrder=asc'))).toEqual({});
    expect(readSort(fields, new URLSearchParams('SortField=Name&SortOrder=up'))).toEqual({});
    expect(columnSortOrder({ SortField: 'Name', SortOrder: 'asc' }, 'Name')).toBe('ascend');
    expect(columnSortOrder({ SortField: 'Name', SortOrder: 'asc' }, 'Budget')).toBeNull();
    expect(sortFromTable('Budget', 'descend')).toEqual({ SortField: 'Budget', SortOrder: 'desc' });
    expect(sortFromTable('Budget', null)).toEqual({});
  });

  it('names the owner: CompanyID for company resources, RoleID for party ones', () => {
    expect(ownerPayload(resource, 'c1')).toEqual({ CompanyID: 'c1' });
    expect(ownerPayload({ owner: 'party' }, 'c1')).toEqual({ RoleID: 'c1' });
    expect(ownerPayload({ owner: 'user' }, 'c1')).toEqual({});
    expect(ownerPayload(resource)).toEqual({});
  });
});

describe('lookups and cells', () => {
  it('translates lookup codes through the catalogue keys', () => {
    expect(lookupOptions(sexLookup, t)).toEqual([
      { value: 1351, label: 't:base.lookups.Sex.Male' },
      { value: 1353, label: 't:base.lookups.Sex.Female' },
      { value: 1355, label: 't:base.lookups.Sex.Unknown' },
    ]);
    expect(lookupLabel(fields.IsDefault!.lookup!, YesNo.No, t)).toBe('t:base.lookups.YesNo.No');
    expect(lookupLabel(sexLookup, 9999, t)).toBe('9999');
    expect(lookupLabel(sexLookup, '', t)).toBe('');
  });

  it('shows money with two decimals', () => {
    expect(formatMoney(553.5)).toBe('553.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(12.345)).toBe('12.35');
    expect(formatMoney(undefined)).toBe('');
  });
});

describe('form values and the Update payload', () => {
  it('converts dates, yes/no, money and emptied references to wire values', () => {
    const payload = formToUpdatePayload(resource, {
      Name: 'Li Lei',
      Sex: 1351,
      IsDefault: true,
      DepartmentID: undefined,
      Birthday: dayjs('2026-05-06'),
      Enabled: undefined,
      Budget: 12.3,
      Seats: null,
      Code: 'ignored',
    });
    expect(payload).toEqual({
      Name: 'Li Lei',
      Sex: 1351,
      IsDefault: YesNo.Yes,
      DepartmentID: '',
      Birthday: '2026-05-06',
      Enabled: false,
      Budget: 12.3,
    });
    // Read-only fields and the id are not sent for a new row.
    expect(payload).not.toHaveProperty('Code');
    expect(payload).not.toHaveProperty('ContactID');
  });

  it('adds the id when editing and the company when acting for one', () => {
    const payload = formToUpdatePayload(
      resource,
      { Name: 'x', IsDefault: false, Birthday: null, Budget: 0.1 + 0.2 },
      { id: 'c42', companyId: 'co9' },
    );
    expect(payload).toMatchObject({
      ContactID: 'c42',
      CompanyID: 'co9',
      IsDefault: YesNo.No,
      Birthday: '',
      Budget: 0.3,
    });
  });

  it('produces a payload the resource input schema accepts', () => {
    const payload = formToUpdatePayload(resource, {
      Name: 'Li',
      Sex: 1353,
      IsDefault: false,
      DepartmentID: 'd1',
      Birthday: dayjs('2026-01-31'),
      Budget: 99.99,
      Seats: 3,
    });
    const parsed = resource.input.safeParse(payload);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ Budget: 9999, IsDefault: YesNo.No, Birthday: '2026-01-31' });
  });

  it('fills the form from a row and starts a new row with flags off', () => {
    const v = rowToFormValues(fields, {
      ContactID: 'c1',
      Name: 'Li',
      Sex: 0,
      IsDefault: YesNo.Yes,
      DepartmentID: '',
      Birthday: '2026-01-31',
      Enabled: true,
      Budget: 5.5,
      Code: 'X',
    });
    expect(v).toMatchObject({ Name: 'Li', Sex: undefined, IsDefault: true, DepartmentID: undefined, Enabled: true });
    expect((v.Birthday as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2026-01-31');
    expect(v).not.toHaveProperty('Code');
    expect(newFormValues(fields)).toEqual({ IsDefault: false, Enabled: false });
  });
});

describe('form validation with the field schemas', () => {
  it('says "required" for an empty required field of any kind', () => {
    expect(fieldIssueKeyOf(fields.Name!, '')).toBe('messages.validation.required');
    expect(fieldIssueKeyOf(fields.DepartmentID!, undefined)).toBe('messages.validation.required');
    expect(fieldIssueKeyOf(fields.Remark!, undefined)).toBeNull();
  });

  it('checks the wire value: lengths, codes, dates and amounts', async () => {
    expect(fieldIssueKeyOf(fields.Name!, 'x'.repeat(21))).toBe('messages.validation.tooLong');
    expect(fieldIssueKeyOf(fields.Sex!, 1352)).toBe('messages.validation.invalidOption');
    expect(fieldIssueKeyOf(fields.Birthday!, dayjs('2026-01-02'))).toBeNull();
    expect(fieldIssueKeyOf(fields.Budget!, 1.5)).toBeNull();
    expect(fieldIssueKeyOf(fields.Seats!, -1)).toBe('messages.validation.number');
    const rule = fieldRule(fields.Name!, t);
    if (typeof rule === 'function' || !rule.validator) throw new Error('not a validator rule');
    await expect(rule.validator({}, '', () => undefined)).rejects.toThrow('t:messages.validation.required');
    await expect(rule.validator({}, 'ok', () => undefined)).resolves.toBeUndefined();
  });

  it('reads the length limit of text schemas', () => {
    expect(maxLengthOf(fields.Name!)).toBe(20);
    expect(maxLengthOf(fields.Remark!)).toBe(500);
    expect(maxLengthOf(fields.Budget!)).toBeUndefined();
  });
});

describe('a multi-select lookup field', () => {
  const services = defineLookup('ServiceType', { Tour: 1401, Flight: 1407, Hotel: 1409 }, { blocks: [[1400, 1499]] });
  const multi = defineResource({
    key: 'sampleReason',
    group: 'system',
    controller: 'SampleReason',
    id: 'ReasonID',
    owner: 'company',
    i18n: 'sample.reason',
    permission: {},
    fields: { Services: field.lookups(services, { required: true, only: [1407, 1409], search: 'eq' }) },
    example: { Services: [1407] },
    invalidExample: { field: 'Services', value: [1401] },
  });
  const f = multi.fields.Services;

  it('offers only the allowed codes, and sends and loads a list of codes', () => {
    expect(lookupOptions(f.lookup!, t, f.options).map((o) => o.value)).toEqual([1407, 1409]);
    expect(formToUpdatePayload(multi, { Services: [1409, 1407] })).toEqual({ Services: [1409, 1407] });
    expect(formToUpdatePayload(multi, {})).toEqual({ Services: [] });
    expect(rowToFormValues(multi.fields, { Services: [1407] })).toEqual({ Services: [1407] });
    expect(readSearchPayload(multi.fields, new URLSearchParams('Services=1409'))).toEqual({ Services: 1409 });
  });

  it('requires one code at least, each an allowed one; the server gets them ordered once each', () => {
    expect(fieldIssueKeyOf(f, [])).toBe('messages.validation.required');
    expect(fieldIssueKeyOf(f, [1401])).toBe('messages.validation.invalidOption');
    expect(fieldIssueKeyOf(f, [1409, 1407])).toBeNull();
    expect(multi.input.parse({ Services: [1409, 1407, 1409] })).toMatchObject({ Services: [1407, 1409] });
    expect(multi.list.safeParse({ Services: 1401 }).success).toBe(true);
    expect(multi.list.safeParse({ Services: 99 }).success).toBe(false);
  });
});
