import { isUtf8 } from 'node:buffer';

/**
 * A file's type, told from its bytes, never from what the client claims: the client's Content-Type and file name are
 * whatever the uploader wants them to be, and the type decides how a browser treats the download. Only the types in
 * this table (and text/plain) can come out; anything else is application/octet-stream. `file-type` needs Node 22,
 * this service runs on 20.19: the few formats that matter here fit in a table.
 */

export const OCTET_STREAM = 'application/octet-stream';
export const TEXT_PLAIN = 'text/plain';

/** How many leading bytes the sniffer reads (an office document's entry names sit in its first few hundred bytes). */
export const SNIFF_BYTES = 64 * 1024;

const ascii = (text: string): Buffer => Buffer.from(text, 'latin1');
const startsWith = (head: Buffer, bytes: Buffer, at = 0): boolean =>
  head.length >= at + bytes.length && head.subarray(at, at + bytes.length).equals(bytes);

/** Signatures at a fixed offset, first match wins. */
const MAGIC: readonly [type: string, bytes: Buffer, at?: number][] = [
  ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff])],
  ['image/gif', ascii('GIF87a')],
  ['image/gif', ascii('GIF89a')],
  ['image/tiff', Buffer.from([0x49, 0x49, 0x2a, 0x00])],
  ['image/tiff', Buffer.from([0x4d, 0x4d, 0x00, 0x2a])],
  ['application/pdf', ascii('%PDF-')],
  ['application/gzip', Buffer.from([0x1f, 0x8b, 0x08])],
  ['application/x-7z-compressed', Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])],
  ['application/vnd.rar', ascii('Rar!\x1a\x07')],
  ['audio/ogg', ascii('OggS')],
  ['audio/flac', ascii('fLaC')],
  ['audio/mpeg', ascii('ID3')],
];

/** RIFF containers: the form type at offset 8. */
const RIFF: Record<string, string> = { WEBP: 'image/webp', WAVE: 'audio/wav', 'AVI ': 'video/x-msvideo' };

/** ISO base media files (MP4 and kin): the major brand after `ftyp`. */
const FTYP_BRANDS: Record<string, string> = {
  'qt  ': 'video/quicktime',
  'M4A ': 'audio/mp4',
  heic: 'image/heic',
  heix: 'image/heic',
  mif1: 'image/heif',
  avif: 'image/avif',
};

/** ZIP entries whose names tell the office format; OpenDocument names its type in a first entry `mimetype`. */
const OOXML_FOLDERS: readonly [string, string][] = [
  ['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt/', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
];
const OPEN_DOCUMENT = new Set([
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/epub+zip',
]);

const ZIP_ENTRY = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_EMPTY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** A ZIP archive's more precise type, from the local entry headers within the first bytes. */
function zipType(head: Buffer): string {
  for (let at = 0; at + 30 <= head.length;) {
    if (!startsWith(head, ZIP_ENTRY, at)) break;
    const stored = head.readUInt16LE(at + 8) === 0;
    const dataLength = head.readUInt32LE(at + 18);
    const nameLength = head.readUInt16LE(at + 26);
    const extraLength = head.readUInt16LE(at + 28);
    const name = head.subarray(at + 30, at + 30 + nameLength).toString('latin1');
    const data = at + 30 + nameLength + extraLength;
    if (name === 'mimetype' && stored) {
      const declared = head.subarray(data, data + dataLength).toString('latin1');
      if (OPEN_DOCUMENT.has(declared)) return declared;
    }
    const office = OOXML_FOLDERS.find(([folder]) => name.startsWith(folder));
    if (office) return office[1];
    // Entries written with a data descriptor (bit 3) give no size here: the next header cannot be found.
    if ((head.readUInt16LE(at + 6) & 0x08) !== 0) break;
    at = data + dataLength;
  }
  return 'application/zip';
}

/** A binary format recognised from its first bytes (`size`: the whole file's), or null. */
export function sniffBinary(head: Buffer, size: number): string | null {
  for (const [type, bytes, at] of MAGIC) if (startsWith(head, bytes, at)) return type;
  if (startsWith(head, ascii('RIFF')) && head.length >= 12) {
    const form = RIFF[head.subarray(8, 12).toString('latin1')];
    if (form) return form;
  }
  if (head.length >= 12 && startsWith(head, ascii('ftyp'), 4)) {
    return FTYP_BRANDS[head.subarray(8, 12).toString('latin1')] ?? 'video/mp4';
  }
  if (startsWith(head, EBML)) {
    return head.subarray(0, 64).includes(ascii('webm')) ? 'video/webm' : 'video/x-matroska';
  }
  if (startsWith(head, ZIP_ENTRY)) return zipType(head);
  if (startsWith(head, ZIP_EMPTY)) return 'application/zip';
  // "BM" alone begins plenty of text: a bitmap also states its own size in bytes 2–5.
  if (startsWith(head, ascii('BM')) && head.length >= 6 && head.readUInt32LE(2) === size) return 'image/bmp';
  // MPEG audio frame sync (no ID3 tag): 11 set bits, layer III.
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe6) === 0xe2) return 'audio/mpeg';
  return null;
}

/**
 * Whether a stream of bytes, fed in pieces, is UTF-8 text: valid UTF-8 with no NUL. A character split between two
 * pieces is carried over to the next one.
 */
export class TextCheck {
  private carry = Buffer.alloc(0);
  private text = true;

  push(chunk: Buffer): void {
    if (!this.text) return;
    if (chunk.includes(0)) {
      this.text = false;
      return;
    }
    const bytes = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    const cut = completeLength(bytes);
    this.carry = Buffer.from(bytes.subarray(cut));
    this.text = isUtf8(bytes.subarray(0, cut));
  }

  /** After the last piece: text, with no character left unfinished. */
  get isText(): boolean {
    return this.text && this.carry.length === 0;
  }
}

/** The length of `bytes` without a multi-byte character it ends in the middle of. */
function completeLength(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back];
    if ((byte & 0xc0) === 0x80) continue;
    const needs = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needs > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

/** The type a file is stored with: a recognised binary format, else text/plain for UTF-8 text, else octet-stream. */
export function sniffContentType({ head, size, text }: { head: Buffer; size: number; text: boolean }): string {
  if (size === 0) return OCTET_STREAM;
  return sniffBinary(head, size) ?? (text ? TEXT_PLAIN : OCTET_STREAM);
}

/** Every type sniffContentType can answer. */
export const SNIFFED_TYPES: ReadonlySet<string> = new Set([
  OCTET_STREAM,
  TEXT_PLAIN,
  ...MAGIC.map(([type]) => type),
  ...Object.values(RIFF),
  ...Object.values(FTYP_BRANDS),
  'video/mp4',
  'video/webm',
  'video/x-matroska',
  'application/zip',
  ...OOXML_FOLDERS.map(([, type]) => type),
  ...OPEN_DOCUMENT,
  'image/bmp',
]);
