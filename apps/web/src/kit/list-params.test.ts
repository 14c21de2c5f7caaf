import { describe, expect, it } from 'vitest';
import { readFilters, readPaging, toSearchParams } from './list-params.ts';

describe('list params', () => {
  it('reads paging with defaults and clamps', () => {
    expect(readPaging(new URLSearchParams(''))).toEqual({ PageNo: 1, PageSize: 20 });
    expect(readPaging(new URLSearchParams('PageNo=3&PageSize=50'))).toEqual({ PageNo: 3, PageSize: 50 });
    expect(readPaging(new URLSearchParams('PageNo=-1&PageSize=7'))).toEqual({ PageNo: 1, PageSize: 20 });
    expect(readPaging(new URLSearchParams('PageNo=1.5&PageSize=abc'))).toEqual({ PageNo: 1, PageSize: 20 });
  });

  it('reads only the named, non-empty filters', () => {
    const p = new URLSearchParams('KeyWords=%20abc%20&SmsStatus=&Other=1');
    expect(readFilters(p, ['KeyWords', 'SmsStatus'] as const)).toEqual({ KeyWords: 'abc' });
  });

  it('writes filters and non-default paging, dropping empties', () => {
    expect(toSearchParams({ KeyWords: ' x ', SmsStatus: 1151, Empty: '', Gone: undefined }).toString()).toBe(
      'KeyWords=x&SmsStatus=1151',
    );
    expect(toSearchParams({}, { PageNo: 2, PageSize: 20 }).toString()).toBe('PageNo=2');
    expect(toSearchParams({}, { PageNo: 1, PageSize: 50 }).toString()).toBe('PageSize=50');
  });
});
