import { OCTET_STREAM, TEXT_PLAIN, TextCheck, sniffContentType } from './content-sniffing.js';
import { contentDisposition, servedAs } from './download-headers.js';

const bytes = (...parts: (string | number[])[]): Buffer =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** A ZIP's first local entry header naming `name`, stored (method 0) with `data`. */
function zipEntry(name: string, data = ''): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(0, 6);
  header.writeUInt16LE(0, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, Buffer.from(name), Buffer.from(data)]);
}

const sniff = (head: Buffer, text = false) => sniffContentType({ head, size: head.length, text });

describe('sniffContentType', () => {
  it.each([
    ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16])],
    ['image/gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['audio/wav', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['application/pdf', bytes('%PDF-1.7\n')],
    ['video/mp4', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0])],
    ['video/quicktime', bytes([0, 0, 0, 0x14], 'ftypqt  ')],
    ['video/webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm')],
    ['audio/mpeg', bytes('ID3', [4, 0, 0])],
    ['application/gzip', bytes([0x1f, 0x8b, 0x08, 0])],
    ['application/zip', zipEntry('readme.txt', 'hello')],
    [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      Buffer.concat([zipEntry('[Content_Types].xml', '<x/>'), zipEntry('word/document.xml')]),
    ],
    [
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      Buffer.concat([zipEntry('_rels/.rels', 'r'), zipEntry('xl/workbook.xml')]),
    ],
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', zipEntry('ppt/presentation.xml')],
    ['application/vnd.oasis.opendocument.text', zipEntry('mimetype', 'application/vnd.oasis.opendocument.text')],
  ])('recognises %s from its first bytes', (type, head) => {
    expect(sniff(head)).toBe(type);
  });

  it('tells a bitmap from text starting with BM by the size it states', () => {
    const bmp = Buffer.alloc(64);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(64, 2);
    expect(sniff(bmp)).toBe('image/bmp');
    expect(sniff(Buffer.from('BMW owners club minutes'), true)).toBe(TEXT_PLAIN);
  });

  it('answers text/plain for UTF-8 text (HTML and SVG included), else octet-stream; empty is octet-stream', () => {
    expect(sniff(Buffer.from('<!doctype html><script>x</script>'), true)).toBe(TEXT_PLAIN);
    expect(sniff(Buffer.from('<svg onload="x"/>'), true)).toBe(TEXT_PLAIN);
    expect(sniff(Buffer.from([0x00, 0x01, 0x02]), false)).toBe(OCTET_STREAM);
    expect(sniffContentType({ head: Buffer.alloc(0), size: 0, text: true })).toBe(OCTET_STREAM);
  });
});

describe('TextCheck', () => {
  const check = (...pieces: Buffer[]): boolean => {
    const text = new TextCheck();
    for (const piece of pieces) text.push(piece);
    return text.isText;
  };
  const euro = Buffer.from('€', 'utf8');

  it('accepts UTF-8 whose characters are split between pieces', () => {
    expect(
      check(Buffer.from('price: '), euro.subarray(0, 1), euro.subarray(1, 2), euro.subarray(2), Buffer.from('5')),
    ).toBe(true);
    expect(check(Buffer.from('😀 ok', 'utf8').subarray(0, 2), Buffer.from('😀 ok', 'utf8').subarray(2))).toBe(true);
  });

  it('refuses NUL, invalid bytes, and a character left unfinished at the end', () => {
    expect(check(Buffer.from('a\u0000b'))).toBe(false);
    expect(check(Buffer.from([0x61, 0xff, 0x62]))).toBe(false);
    expect(check(Buffer.from('ok '), euro.subarray(0, 2))).toBe(false);
    expect(check(Buffer.from([0xc0, 0x80]))).toBe(false);
  });
});

describe('download headers', () => {
  it('serves only sniffed types as themselves: markup a row might hold becomes octet-stream', () => {
    expect(servedAs('image/png')).toEqual({ type: 'image/png', inline: true });
    expect(servedAs('application/pdf')).toEqual({ type: 'application/pdf', inline: false });
    expect(servedAs(TEXT_PLAIN)).toEqual({ type: 'text/plain; charset=utf-8', inline: false });
    for (const type of ['text/html', 'image/svg+xml', 'application/javascript', 'text/xml']) {
      expect(servedAs(type)).toEqual({ type: OCTET_STREAM, inline: false });
    }
  });

  it('names the file in RFC 8187 form, with an ASCII stand-in that cannot break out of its quotes', () => {
    expect(contentDisposition('Q3 "final" 100%\\x.pdf', false)).toBe(
      `attachment; filename="Q3 _final_ 100__x.pdf"; filename*=UTF-8''Q3%20%22final%22%20100%25%5Cx.pdf`,
    );
    // A bidi override would show `invoice\u202Efdp.exe` as `invoiceexe.pdf` in the save dialog.
    expect(contentDisposition('invoice\u202Efdp.exe', false)).toBe(
      `attachment; filename="invoicefdp.exe"; filename*=UTF-8''invoicefdp.exe`,
    );
    expect(contentDisposition("l'été (1).png", true)).toBe(
      `inline; filename="l'_t_ (1).png"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29.png`,
    );
  });
});
