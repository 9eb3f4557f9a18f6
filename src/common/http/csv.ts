import { stringify } from 'csv-stringify/sync';

/** A cell as the export writes it: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null;

/**
 * Rows as CSV text per RFC 4180 (CRLF line ends, a field quoted when it holds a comma, quote or line break, quotes
 * doubled) by csv-stringify, with its `escape_formulas` on: a text cell starting with `=`, `+`, `-`, `@`, tab or
 * carriage return (or the full-width `＝＋－＠` some spreadsheets also read as formulas) gets a leading `'`, as OWASP's
 * "CSV Injection" advises, so a spreadsheet shows what the respondent typed instead of running it. Numbers are
 * written as numbers (a negative one keeps its sign: it is no formula).
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    { escape_formulas: true, record_delimiter: 'windows', quote_record_delimiter: true, eof: true },
  );
}

/**
 * A controller result answered as a CSV download rather than the JSON envelope: the envelope interceptor writes
 * `text` with `Content-Type: text/csv; charset=utf-8; header=present` and `Content-Disposition: attachment`.
 */
export class CsvBody {
  readonly text: string;

  constructor(
    rows: readonly (readonly CsvCell[])[],
    /** The download's file name, without the extension. */
    readonly filename: string,
  ) {
    this.text = toCsv(rows);
  }
}
