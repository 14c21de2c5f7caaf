// Attachments of pre-trip applications (an invitation letter, a meeting notice): PDF, PNG or JPEG only, told by
// their first bytes rather than by the name the browser sends, and small enough to travel inside one call.

/** The largest attachment, in bytes of the file (the whole call body is capped at 1 MiB). */
export const BTRIP_ATTACHMENT_MAX_BYTES = 512 * 1024;
/** base64 of the largest file. */
export const BTRIP_ATTACHMENT_BASE64_MAX = Math.ceil(BTRIP_ATTACHMENT_MAX_BYTES / 3) * 4;

export type TBtripFileKind = { contentType: string; extensions: readonly string[] };

export const BTRIP_FILE_KINDS = {
  pdf: { contentType: 'application/pdf', extensions: ['pdf'] },
  png: { contentType: 'image/png', extensions: ['png'] },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
} as const satisfies Record<string, TBtripFileKind>;

/** The extensions the upload accepts, for a file picker. */
export const BTRIP_ACCEPT = '.pdf,.png,.jpg,.jpeg';

const startsWith = (bytes: Uint8Array, sig: readonly number[]) => sig.every((b, i) => bytes[i] === b);

/** The kind of a file by its first bytes; null when it is none of the accepted kinds. */
export const sniffBtripFile = (bytes: Uint8Array): TBtripFileKind | null => {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return BTRIP_FILE_KINDS.pdf; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return BTRIP_FILE_KINDS.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return BTRIP_FILE_KINDS.jpeg;
  return null;
};

/**
 * A file name safe to store and to offer for download: the last path part, without control characters or
 * characters that file systems refuse, at most 100 characters (the extension kept).
 */
export const safeFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && !'<>:"|?*'.includes(ch))
    .join('')
    .trim()
    .replace(/^\.+/, '');
  if (clean.length <= 100) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 100 - ext.length) + ext;
};

/** The extension of a file name, lower-case, without the dot ('' when none). */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};
