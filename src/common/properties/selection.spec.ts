import { Selection, type Shape, allowedProperties, splitProperties } from './selection.js';

const TAG: Shape = { name: 'tag', always: ['id', 'object'], fields: ['title', 'createdAt'] };
const BOARD: Shape = {
  name: 'board',
  always: ['id', 'object'],
  fields: ['title', 'appearance'],
  embeds: { tags: TAG },
  aliases: { colour: 'appearance' },
};

const board = () => ({ id: 'b1', object: 'board', title: 'Launch', appearance: 'malibu' });
const tags = [{ id: 't1', object: 'tag', title: 'Kickoff', createdAt: '2026-01-01T00:00:00.000Z' }];

describe('allowedProperties and splitProperties', () => {
  it('lists fields, aliases, embeds and their dot paths', () => {
    expect(allowedProperties(BOARD)).toEqual(['title', 'appearance', 'colour', 'tags', 'tags.title', 'tags.createdAt']);
  });

  it('splits repeated keys and comma lists, trimming names', () => {
    expect(splitProperties(['title, tags.title', 'appearance'])).toEqual(['title', 'tags.title', 'appearance']);
  });
});

describe('Selection', () => {
  it('selects everything without properties, and returns the resource as it is', () => {
    const sel = Selection.parse(BOARD, undefined);
    expect(sel.full).toBe(true);
    expect(sel.has('tags')).toBe(true);
    const resource = board();
    expect(sel.project(resource)).toBe(resource);
  });

  it('keeps the always-returned fields and the named ones, resolving aliases', () => {
    const sel = Selection.parse(BOARD, ['colour']);
    expect(sel.has('appearance')).toBe(true);
    expect(sel.has('tags')).toBe(false);
    expect(sel.project(board())).toEqual({ id: 'b1', object: 'board', appearance: 'malibu' });
  });

  it('projects inside an embed named by a dot path, and counts the embed as wanted', () => {
    const sel = Selection.parse(BOARD, ['tags.title']);
    expect(sel.has('tags')).toBe(true);
    expect(sel.embed('tags').has('createdAt')).toBe(false);
    expect(sel.project({ ...board(), tags })).toEqual({
      id: 'b1',
      object: 'board',
      tags: [{ id: 't1', object: 'tag', title: 'Kickoff' }],
    });
  });

  it('returns a whole embed named bare, even when a dot path names it too', () => {
    const sel = Selection.parse(BOARD, ['tags', 'tags.title']);
    expect(sel.project({ ...board(), tags })).toEqual({ id: 'b1', object: 'board', tags });
  });

  it('widens to everything of the same shape (what an event carries)', () => {
    const sel = Selection.parse(BOARD, ['title']);
    expect(sel.widened().full).toBe(true);
    expect(Selection.all(BOARD).widened().full).toBe(true);
  });

  it('projectWith adds the loaded embeds after the fields and leaves out the ones not loaded', () => {
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
