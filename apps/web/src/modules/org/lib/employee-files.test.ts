import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '../../../kit/files.ts';
import { isXlsxName } from './employee-files.ts';

describe('employee files', () => {
  it('round-trips bytes through base64, also past one slice', () => {
    const bytes = new Uint8Array(100000).map((_, i) => (i * 7919) % 256);
    const b64 = bytesToBase64(bytes);
    expect(b64).toBe(Buffer.from(bytes).toString('base64'));
    expect(base64ToBytes(b64)).toEqual(bytes);
  });

  it('takes only .xlsx names', () => {
    expect(isXlsxName('员工.XLSX')).toBe(true);
    expect(isXlsxName('staff.xls')).toBe(false);
    expect(isXlsxName('staff.xlsx.exe')).toBe(false);
  });
});
