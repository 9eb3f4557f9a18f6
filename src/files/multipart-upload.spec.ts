import { cleanFileName } from './multipart-upload.js';

describe('cleanFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['  spaced.txt  ', 'spaced.txt'],
    ['tab\there\u0007.txt', 'tabhere.txt'],
    ['invoice\u202egpj.exe', 'invoicegpj.exe'],
    ['a/b\\c.png', 'a_b_c.png'],
    ['Cafe\u0301.txt', 'Café.txt'],
    ['', 'file'],
    [undefined, 'file'],
    ['\u200f\u0001', 'file'],
  ])('makes %j a safe name: %j', (raw, cleaned) => {
    expect(cleanFileName(raw)).toBe(cleaned);
  });

  it('keeps at most 255 characters, never splitting a character', () => {
    const name = cleanFileName(`${'😀'.repeat(300)}.png`);
    expect([...name]).toHaveLength(255);
    expect(name).toBe('😀'.repeat(255));
  });
});
