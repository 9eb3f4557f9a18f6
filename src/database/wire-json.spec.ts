import Database from 'better-sqlite3';
import { SQLITE_WIRE as w } from './wire-json.js';

/**
 * SQLite's objects are one concat() of their pieces, and concat() skips a NULL piece where `||` would make the whole
 * object NULL: every builder must therefore give JSON text, never NULL, for a NULL value or an empty subquery.
 */
describe('SQLite wire JSON builders', () => {
  const db = new Database(':memory:');
  afterAll(() => db.close());
  const json = (sql: string): unknown => {
    const { text } = db.prepare(`SELECT ${sql} AS text`).get() as { text: string | null };
    expect(text).not.toBeNull();
    return JSON.parse(text!);
  };
  const none = 'FROM (SELECT 1 AS x) t WHERE t.x = 0';

  it('writes null, not NULL, for a NULL value, boolean or missing nested object, and [] for no rows', () => {
    expect(
      json(
        w.object([
          ['value', w.value('NULL')],
          ['bool', w.bool('NULL')],
          ['nested', w.nested(`SELECT ${w.value('t.x')} ${none}`)],
          ['array', w.array(w.value('t.x'), none, 't.x')],
          ['constant', w.constant('a "quoted" text')],
        ]),
      ),
    ).toEqual({ value: null, bool: null, nested: null, array: [], constant: 'a "quoted" text' });
  });

  it('adds a member to an object, a null value included', () => {
    const head = w.object([['id', w.value("'x1'")]]);
    expect(json(w.withMember(head, 'value', w.value('NULL')))).toEqual({ id: 'x1', value: null });
  });

  it('keeps the order of members and elements', () => {
    const rows = 'FROM (SELECT 2 AS x UNION ALL SELECT 1 UNION ALL SELECT 3) t';
    expect(
      JSON.stringify(
        json(
          w.object([
            ['b', w.value('2')],
            ['a', w.array(w.value('t.x'), rows, 't.x')],
          ]),
        ),
      ),
    ).toBe('{"b":2,"a":[1,2,3]}');
  });
});
