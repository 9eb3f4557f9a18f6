import fc from 'fast-check';
import { type Shape, Selection, allowedProperties, splitProperties } from './selection.js';

// Shapes of the kind the resources declare: an embed with an alias, an embed nested in an embed.
const TAG: Shape = { name: 'tag', always: ['id', 'object'], fields: ['title', 'createdAt'] };
const ASSET: Shape = {
  name: 'asset',
  always: ['id'],
  fields: ['name', 'assetType'],
  embeds: { tags: TAG },
  aliases: { type: 'assetType' },
};
const BOARD: Shape = {
  name: 'board',
  always: ['id', 'object', 'url'],
  fields: ['title', 'description'],
  embeds: { tags: TAG, assets: ASSET },
};

const tag = (n: number) => ({ id: `t${n}`, object: 'tag', title: `Tag ${n}`, createdAt: '2026-01-01' });
/** The fields of the board that are always returned. */
const HEAD = { id: 'b1', object: 'board', url: 'https://api.example/v1/boards/b1' };
const board = () => ({
  ...HEAD,
  title: 'Launch',
  description: 'All of it',
  tags: [tag(1), tag(2)],
  assets: [{ id: 'a1', name: 'Guide', assetType: 'pdf', tags: [tag(3)] }],
});
const select = (...raw: string[]) => Selection.parse(BOARD, raw);

describe('allowedProperties', () => {
  it('lists the fields, then the aliases, then each embed followed by its own names as dot paths, recursively', () => {
    expect(allowedProperties(ASSET)).toEqual(['name', 'assetType', 'type', 'tags', 'tags.title', 'tags.createdAt']);
    expect(allowedProperties(BOARD)).toEqual([
      ...['title', 'description', 'tags', 'tags.title', 'tags.createdAt', 'assets', 'assets.name'],
      ...['assets.assetType', 'assets.type', 'assets.tags', 'assets.tags.title', 'assets.tags.createdAt'],
    ]);
  });

  it('never offers the names that are always returned', () => {
    expect(allowedProperties(BOARD).filter((name) => /(^|\.)(id|object|url)$/.test(name))).toEqual([]);
  });
});

describe('splitProperties', () => {
  it('accepts repeated values and comma lists alike, trimming each name and keeping the order', () => {
    const names = splitProperties(['title, description', 'tags.title', ' assets ']);
    expect(names).toEqual(['title', 'description', 'tags.title', 'assets']);
  });

  it('keeps empty names so the validator can reject them', () => {
    expect(splitProperties(['title,,description', ','])).toEqual(['title', '', 'description', '', '']);
  });
});

describe('Selection.parse', () => {
  it('selects everything when `properties` is absent or empty', () => {
    for (const selection of [Selection.parse(BOARD, undefined), Selection.parse(BOARD, []), Selection.all(BOARD)]) {
      expect(selection.full).toBe(true);
      expect(selection.has('title')).toBe(true);
      expect(selection.has('anything')).toBe(true);
      expect(selection.embed('tags').full).toBe(true);
    }
  });

  it('has() answers for the named fields only', () => {
    const selection = select('title');
    expect(selection.full).toBe(false);
    expect([selection.has('title'), selection.has('description'), selection.has('tags')]).toEqual([true, false, false]);
  });

  it('counts an embed as wanted when only some of its fields are, and narrows the embed to them', () => {
    const selection = select('tags.title');
    expect(selection.has('tags')).toBe(true);
    expect(selection.has('title')).toBe(false);
    const tags = selection.embed('tags');
    expect(tags.full).toBe(false);
    expect([tags.has('title'), tags.has('createdAt')]).toEqual([true, false]);
  });

  it('selects a whole embed by its name, whether it comes before or after one of its dot paths', () => {
    expect(select('tags', 'tags.title').embed('tags').full).toBe(true);
    expect(select('tags.title', 'tags').embed('tags').full).toBe(true);
  });

  it('follows dot paths through nested embeds', () => {
    const assetTags = select('assets.tags.title').embed('assets').embed('tags');
    expect(assetTags.full).toBe(false);
    expect([assetTags.has('title'), assetTags.has('createdAt')]).toEqual([true, false]);
  });

  it('resolves an alias to the field it names, in embeds too', () => {
    expect(Selection.parse(ASSET, ['type']).has('assetType')).toBe(true);
    expect(select('assets.type').embed('assets').has('assetType')).toBe(true);
    expect(select('assets.type').embed('assets').has('type')).toBe(false);
  });

  it('does not check names (PropertiesField does): an unknown name, or a dot path under a plain field, selects that name', () => {
    expect(select('nope').has('nope')).toBe(true);
    expect(select('title.length').has('title')).toBe(true);
    expect(select('nope').project(board())).toEqual(HEAD);
  });
});

describe('Selection.embed', () => {
  it('gives the full embed when the selection does not mention it', () => {
    expect(select('title').embed('tags').full).toBe(true);
  });

  it('throws for a name that is not an embed of the shape', () => {
    expect(() => select('title').embed('title')).toThrow('board has no embed title');
    expect(() => Selection.all(TAG).embed('boards')).toThrow('tag has no embed boards');
  });
});

describe('Selection.widened', () => {
  it('is the full selection of the same shape, and the same object when already full', () => {
    const partial = select('title');
    expect(partial.widened().full).toBe(true);
    expect(partial.widened().embed('assets').embed('tags').full).toBe(true);
    const full = Selection.all(BOARD);
    expect(full.widened()).toBe(full);
  });
});

describe('Selection.project', () => {
  it('returns the resource itself when everything is selected', () => {
    const resource = board();
    expect(Selection.all(BOARD).project(resource)).toBe(resource);
  });

  it('keeps the always-returned fields and the selected ones, in the resource order', () => {
    const projected = select('description', 'title').project(board());
    expect(projected).toEqual({ ...HEAD, title: 'Launch', description: 'All of it' });
    expect(Object.keys(projected)).toEqual(['id', 'object', 'url', 'title', 'description']);
  });

  it('projects each item of an embedded list, and nested embeds, by their own selection', () => {
    expect(select('tags.title', 'assets.name', 'assets.tags.createdAt').project(board())).toEqual({
      ...HEAD,
      tags: [
        { id: 't1', object: 'tag', title: 'Tag 1' },
        { id: 't2', object: 'tag', title: 'Tag 2' },
      ],
      assets: [{ id: 'a1', name: 'Guide', tags: [{ id: 't3', object: 'tag', createdAt: '2026-01-01' }] }],
    });
  });

  it('projects a single embedded object and passes null through', () => {
    const owner: Shape = { name: 'workspace', always: ['id'], fields: ['name'], embeds: { account: TAG } };
    const selection = Selection.parse(owner, ['account.title']);
    expect(selection.project({ id: 'w1', name: 'x', account: tag(1) })).toEqual({
      id: 'w1',
      account: { id: 't1', object: 'tag', title: 'Tag 1' },
    });
    expect(selection.project({ id: 'w2', name: 'x', account: null })).toEqual({ id: 'w2', account: null });
  });

  it('returns the resource unchanged when every top-level name is selected', () => {
    const everything = [...BOARD.fields, ...Object.keys(BOARD.embeds ?? {})];
    expect(Selection.parse(BOARD, everything).project(board())).toEqual(board());
  });

  it('never adds a selected name the resource does not have', () => {
    expect(select('title', 'description').project({ id: 'b2', title: 'Only' })).toEqual({ id: 'b2', title: 'Only' });
  });
});

describe('Selection, for any choice of allowed names', () => {
  const allowed = allowedProperties(BOARD);
  const inAllowedOrder = (list: string[]) => [...list].sort((a, b) => allowed.indexOf(a) - allowed.indexOf(b));
  /** Distinct allowed names in any order. */
  const names = fc.shuffledSubarray(allowed, { minLength: 1 });
  /** The same names as one comma list, one value each, or pairs joined by a comma and spaces. */
  const spellings = (list: string[]): string[][] => [
    [list.join(',')],
    list,
    list.flatMap((name, i) => (i % 2 === 1 ? [] : [` ${name} ${i + 1 < list.length ? `, ${list[i + 1]}` : ''}`])),
  ];

  it('projects the same whatever the order of the names and however they are split into values', () => {
    fc.assert(
      fc.property(names, (list) => {
        const expected = Selection.parse(BOARD, inAllowedOrder(list)).project(board());
        for (const raw of spellings(list)) {
          const projected = Selection.parse(BOARD, raw).project(board());
          expect(JSON.stringify(projected)).toBe(JSON.stringify(expected));
        }
      }),
    );
  });

  it('returns a subset of the resource that always holds the always-returned fields', () => {
    fc.assert(
      fc.property(names, (list) => {
        const full = board();
        const projected: Record<string, unknown> = Selection.parse(BOARD, list).project(full);
        const keys = Object.keys(projected);
        return (
          BOARD.always.every((name) => keys.includes(name)) &&
          keys.every((key) => key in full) &&
          keys.every((key) => BOARD.always.includes(key) || list.some((name) => name.split('.')[0] === key))
        );
      }),
    );
  });
});

describe('Selection.projectWith', () => {
  const TAG: Shape = { name: 'tag', always: ['id', 'object'], fields: ['title', 'createdAt'] };
  const BOARD: Shape = {
    name: 'board',
    always: ['id', 'object'],
    fields: ['title', 'appearance'],
    embeds: { tags: TAG },
  };
  const board = () => ({ id: 'b1', object: 'board', title: 'Launch', appearance: 'malibu' });
  const tags = [{ id: 't1', object: 'tag', title: 'Kickoff', createdAt: '2026-01-01T00:00:00.000Z' }];

  it('adds the loaded embeds after the fields and leaves out the ones not loaded', () => {
    const all = Selection.all(BOARD);
    expect(Object.keys(all.projectWith(board(), { tags }))).toEqual(['id', 'object', 'title', 'appearance', 'tags']);
    expect(all.projectWith(board(), { tags: undefined })).toEqual(board());
    expect(Selection.parse(BOARD, ['tags.title']).projectWith(board(), { tags })).toEqual({
      id: 'b1',
      object: 'board',
      tags: [{ id: 't1', object: 'tag', title: 'Kickoff' }],
    });
  });
});
