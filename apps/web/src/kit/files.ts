import type { TFileResult } from '@opentmc/contracts';

// Files travel as base64 inside the JSON of the call contract (imports, exports, attachments); these turn a file
// into a payload and a reply back into a download.

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

/** Saves a file a call returned as the browser's download (never shown inline). */
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

/** A size in bytes as people read it. */
export const sizeLabel = (bytes: number): string =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(0)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;
