import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkXlsxZip } from './check-xlsx-zip.ts';

// A minimal zip writer: one deflated entry, with sizes that may lie.
const zipOf = (name: string, content: Buffer, declaredSize = content.length): Buffer => {
  const data = zlib.deflateRawSync(content);
  const n = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(n.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(n.length, 28);
  central.writeUInt32LE(0, 42);
  const cdOffset = 30 + n.length + data.length;
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(1, 8);
  eocd.writeUInt16LE(1, 10);
  eocd.writeUInt32LE(46 + n.length, 12);
  eocd.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, n, data, central, n, eocd]);
};

describe('checkXlsxZip', () => {
  it('accepts a real workbook', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('a').addRow(['x', 1]);
    expect(checkXlsxZip(Buffer.from(await wb.xlsx.writeBuffer()))).toBe('ok');
  });

  it('refuses what is not a zip', () => {
    expect(checkXlsxZip(Buffer.from('not a spreadsheet at all, just some text'))).toBe('invalid');
    expect(checkXlsxZip(Buffer.alloc(0))).toBe('invalid');
  });

  it('stops a small archive that inflates past the budget, whatever sizes it declares', () => {
    const bomb = Buffer.alloc(5 * 1024 * 1024);
    expect(checkXlsxZip(zipOf('xl/worksheets/sheet1.xml', bomb), 1024 * 1024)).toBe('tooLarge');
    // Declaring a tiny size does not help it.
    expect(checkXlsxZip(zipOf('xl/worksheets/sheet1.xml', bomb, 10), 1024 * 1024)).toBe('tooLarge');
    expect(checkXlsxZip(zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(1000)), 1024 * 1024)).toBe('ok');
  });

  it('refuses a truncated archive', () => {
    const zip = zipOf('a.xml', Buffer.from('<a/>'));
    expect(checkXlsxZip(Buffer.concat([zip.subarray(0, 20), zip.subarray(zip.length - 22)]))).toBe('invalid');
  });
});
