import zlib from 'node:zlib';

// An .xlsx is a zip archive. exceljs inflates every part into memory, so before it sees an upload we inflate
// the parts ourselves against a budget: a small file that would grow to hundreds of megabytes (a zip bomb)
// stops at the budget instead of exhausting memory. The sizes an archive declares are not trusted.

/** The most an uploaded workbook may inflate to, all parts together. */
export const XLSX_INFLATE_BUDGET = 40 * 1024 * 1024;

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;

export type TZipCheck = 'ok' | 'invalid' | 'tooLarge';

const findEocd = (buf: Buffer): number => {
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) if (buf.readUInt32LE(i) === EOCD_SIG) return i;
  return -1;
};

/** Whether a buffer is a zip archive whose parts inflate within the budget. */
export const checkXlsxZip = (buf: Buffer, budget = XLSX_INFLATE_BUDGET): TZipCheck => {
  if (buf.length < 22) return 'invalid';
  const eocd = findEocd(buf);
  if (eocd < 0) return 'invalid';
  const entries = buf.readUInt16LE(eocd + 10);
  let off = buf.readUInt32LE(eocd + 16);
  let left = budget;
  try {
    for (let n = 0; n < entries; n++) {
      if (off + 46 > buf.length || buf.readUInt32LE(off) !== CENTRAL_SIG) return 'invalid';
      const method = buf.readUInt16LE(off + 10);
      const compressed = buf.readUInt32LE(off + 20);
      const local = buf.readUInt32LE(off + 42);
      off += 46 + buf.readUInt16LE(off + 28) + buf.readUInt16LE(off + 30) + buf.readUInt16LE(off + 32);
      if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL_SIG) return 'invalid';
      const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
      if (start + compressed > buf.length) return 'invalid';
      const data = buf.subarray(start, start + compressed);
      if (method === 0) {
        left -= data.length;
      } else if (method === 8) {
        // maxOutputLength makes zlib stop (and throw) at the budget rather than inflate everything.
        left -= zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, left) }).length;
      } else {
        return 'invalid';
      }
      if (left < 0) return 'tooLarge';
    }
  } catch (err) {
    return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'invalid';
  }
  return 'ok';
};
