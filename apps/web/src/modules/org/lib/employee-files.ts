import type { TFileResult } from '@opentmc/contracts';

// Files of the employee screen. The call contract carries JSON, so the import template and the export come
// back as base64 and an upload goes out as base64; these turn them into a download or a payload.

/** The query key prefix of a company's employee list. */
export const employeeListKey = (companyId: string) => ['org', 'employee', 'list', companyId] as const;

export const base64ToBytes = (b64: string): Uint8Array<ArrayBuffer> => {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};

export const bytesToBase64 = (bytes: Uint8Array): string => {
  let bin = '';
  // In slices: spreading a whole file into one call overflows the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
};

/** Saves a file a call returned, as the browser's download. */
export const saveFile = (f: TFileResult): void => {
  const url = URL.createObjectURL(new Blob([base64ToBytes(f.Content)], { type: f.ContentType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = f.FileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
};

/** Whether a chosen file looks like an .xlsx workbook by its name. */
export const isXlsxName = (name: string): boolean => /\.xlsx$/i.test(name.trim());
