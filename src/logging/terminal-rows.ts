import { stripVTControlCharacters } from 'node:util';

/** The rows `text` takes on a terminal `columns` wide: each line at least one, a long line wraps. */
export function rowsOf(text: string, columns: number): number {
  const lines = text.endsWith('\n') ? text.slice(0, -1).split('\n') : text.split('\n');
  const width = Math.max(1, columns);
  return lines.reduce((rows, line) => rows + Math.max(1, Math.ceil(stripVTControlCharacters(line).length / width)), 0);
}

/**
 * Counts the rows the log writes to a terminal, so that something printed there once (the demo key box) can be pointed
 * at again when the lines after it have pushed it off the screen: a person reading the terminal otherwise loses it
 * among request lines. Only the terminal destination feeds it (see consoleDestination); JSON output has none.
 */
export class TerminalRows {
  private written = 0;
  private waiting: { at: number; then: () => void }[] = [];

  constructor(private readonly columns: () => number) {}

  /** `text` was written to the terminal. */
  wrote(text: string): void {
    this.written += rowsOf(text, this.columns());
    const due = this.waiting.filter((wait) => wait.at <= this.written);
    if (due.length === 0) return;
    this.waiting = this.waiting.filter((wait) => wait.at > this.written);
    for (const wait of due) wait.then();
  }

  /** Calls `then` once, as soon as `rows` more rows have been written from now on. */
  afterRows(rows: number, then: () => void): void {
    this.waiting.push({ at: this.written + Math.max(1, rows), then });
  }
}
