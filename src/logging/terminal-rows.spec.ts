import { TerminalRows, rowsOf } from './terminal-rows.js';

describe('rowsOf', () => {
  it('counts a row per line, a long line as the rows it wraps into, colours not counted', () => {
    expect(rowsOf('GET / 200 4 ms\n', 80)).toBe(1);
    expect(rowsOf('a\nb\n', 80)).toBe(2);
    expect(rowsOf(`${'x'.repeat(81)}\n`, 80)).toBe(2);
    expect(rowsOf(`\u001b[32m${'x'.repeat(80)}\u001b[39m\n`, 80)).toBe(1);
    expect(rowsOf('\n', 80)).toBe(1);
  });
});

describe('TerminalRows', () => {
  it('calls back once, when the rows asked for have been written after the call', () => {
    const rows = new TerminalRows(() => 80);
    rows.wrote('before\n');
    const calls: number[] = [];
    rows.afterRows(3, () => calls.push(1));
    rows.wrote('one\n');
    rows.wrote('two\n');
    expect(calls).toEqual([]);
    rows.wrote(`${'x'.repeat(100)}\n`); // wraps: two rows
    expect(calls).toEqual([1]);
    rows.wrote('more\n');
    expect(calls).toEqual([1]);
  });

  it('reads the width at each write, as a terminal may be resized', () => {
    let columns = 80;
    const rows = new TerminalRows(() => columns);
    const calls: string[] = [];
    rows.afterRows(2, () => calls.push('off'));
    columns = 40;
    rows.wrote(`${'x'.repeat(60)}\n`);
    expect(calls).toEqual(['off']);
  });
});
