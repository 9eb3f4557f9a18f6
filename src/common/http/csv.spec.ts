import { CsvBody, toCsv } from './csv.js';

describe('toCsv', () => {
  it('writes RFC 4180: CRLF after every record, quoting only fields with a comma, quote or line break', () => {
    expect(
      toCsv([
        ['Name', 'Notes'],
        ['Acme, Inc.', 'say "hi"'],
        ['two\nlines', 'plain'],
      ]),
    ).toBe('Name,Notes\r\n"Acme, Inc.","say ""hi"""\r\n"two\nlines",plain\r\n');
  });

  it('writes an empty cell for null and numbers as numbers, a negative one without a prefix', () => {
    expect(toCsv([[null, 42, -3.5, '']])).toBe(',42,-3.5,\r\n');
  });

  it('prefixes a single quote to text starting with a formula trigger, as OWASP advises', () => {
    const triggers = ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '＝1', '＋1', '－1', '＠x'];
    const lines = toCsv(triggers.map((cell) => [cell])).split('\r\n');
    expect(lines.slice(0, 4)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)"]);
    expect(lines[4]).toBe("'\tx");
    // A carriage return is a line break: the field is quoted, the defusing quote first inside.
    expect(lines[5]).toBe(`"'\rx"`);
    expect(lines.slice(6, 10)).toEqual(["'＝1", "'＋1", "'－1", "'＠x"]);
  });

  it('defuses a formula hidden behind quoting, and leaves formula characters inside text alone', () => {
    expect(toCsv([['=HYPERLINK("http://x","y")', 'a=b', 'x-1', 'mail@example.com']])).toBe(
      `"'=HYPERLINK(""http://x"",""y"")",a=b,x-1,mail@example.com\r\n`,
    );
  });

  it('keeps non-ASCII text as UTF-8 text', () => {
    expect(toCsv([['Ünïcødé', '日本語', '👍']])).toBe('Ünïcødé,日本語,👍\r\n');
  });

  it('builds the download once, from the rows', () => {
    const body = new CsvBody([['a'], ['b']], 'responses');
    expect(body).toMatchObject({ text: 'a\r\nb\r\n', filename: 'responses' });
  });
});
