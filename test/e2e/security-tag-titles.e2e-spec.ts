import { TagTitleKeys1795632585729 } from '../../src/database/migrations/postgres/1795632585729-TagTitleKeys.js';
import { TagTitleKeys1795632585728 } from '../../src/database/migrations/sqlite/1795632585728-TagTitleKeys.js';
import { TagEntity } from '../../src/tag-links/tag.entity.js';
import { type Api, bootWithOrg, expectError } from '../support/api.js';
import { type TestApp, testDb } from '../support/app.js';
import { createTag, insertTag } from '../support/factories/tags.js';

/**
 * Issue 14, finding 5: titles that read the same were distinct tags (NFC and NFD `Café`, fullwidth `ＴＡＧ`, a
 * zero-width space inside). Tag titles are now unique under NFKC + case folding without default-ignorable
 * characters, like workspace domains; the title itself is stored trimmed and NFC-normalized.
 */
describe('tag titles that look the same are the same tag', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeEach(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterEach(() => t.close());

  const tagCount = () => t.dataSource.manager.countBy(TagEntity, { organizationId: orgId });

  it.each([
    ['NFC and NFD Café', 'Caf\u00e9', 'Cafe\u0301'],
    ['fullwidth and ASCII', 'tag', 'ＴＡＧ'],
    ['a zero-width space inside', 'tag', 'ta\u200bg'],
    ['a soft hyphen and a bidi mark', 'Onboarding', 'On\u00adboarding\u200e'],
    ['sharp s and ss', 'Straße', 'STRASSE'],
    ['different case (as before)', 'Sales', 'SALES'],
  ])('answers 409 to a second tag titled like the first (%s)', async (_case, first, second) => {
    await createTag(api, { title: first });
    const res = await api.post('/v1/tags', { title: second }).expect(409);
    expect(expectError(res.body, 409, 'CONFLICT').details).toEqual([
      { field: 'title', message: 'is already used by another tag' },
    ]);
    expect(await tagCount()).toBe(1);
  });

  it('answers 409 to renaming a tag to a look-alike of another', async () => {
    await createTag(api, { title: 'Caf\u00e9' });
    const other = await createTag(api, { title: 'Other' });
    await api.patch(`/v1/tags/${other.id}`, { title: 'CAFE\u0301' }).expect(409);
  });

  it('lets a tag be renamed to a look-alike of its own title', async () => {
    const tag = await createTag(api, { title: 'tag' });
    const res = await api.patch(`/v1/tags/${tag.id}`, { title: 'ＴＡＧ' }).expect(200);
    expect(res.body.data.tag.title).toBe('ＴＡＧ');
  });

  it('stores the title trimmed and NFC-normalized', async () => {
    const tag = await createTag(api, { title: '  Cafe\u0301  ' });
    expect(tag.title).toBe('Caf\u00e9');
    const row = await t.dataSource.manager.findOneByOrFail(TagEntity, { id: tag.id });
    expect(row).toMatchObject({ title: 'Caf\u00e9', titleKey: 'caf\u00e9' });
  });

  it('finds the existing tag for look-alike tagNames on a board instead of creating another', async () => {
    const tag = await createTag(api, { title: 'Caf\u00e9' });
    const res = await api
      .post('/v1/boards', { title: 'B', tagNames: ['CAFE\u0301', 'ca\u200bf\u00e9', 'ｃａｆé'] })
      .expect(201);
    expect(res.body.data.board.tags.map((t: { id: string }) => t.id)).toEqual([tag.id]);
    expect(await tagCount()).toBe(1);
  });

  it('refuses a title made only of invisible characters as blank', async () => {
    const res = await api.post('/v1/tags', { title: '\u200b\u200d' }).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'title', message: 'must not be blank' },
    ]);
  });
});

describe('the TagTitleKeys migration', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;

  beforeAll(async () => ({ t, api, orgId } = await bootWithOrg()));
  afterAll(() => t.close());

  const migration = () => (testDb() === 'postgres' ? new TagTitleKeys1795632585729() : new TagTitleKeys1795632585728());

  it('rekeys existing tags; of look-alikes stored before, the oldest keeps the key and the others stay distinct', async () => {
    // Rows as the previous version stored them: the key was the trimmed, lower-cased title.
    const old = (title: string, createdAt: string) =>
      insertTag(t, orgId, { title, titleKey: title.trim().toLowerCase(), createdAt, updatedAt: createdAt });
    const nfc = await old('Caf\u00e9', '2026-01-01T00:00:01.000Z');
    const nfd = await old('Cafe\u0301', '2026-01-01T00:00:02.000Z');
    const wide = await old('ＴＡＧ', '2026-01-01T00:00:03.000Z');
    const plain = await old('tag', '2026-01-01T00:00:04.000Z');
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration().up(runner);
    } finally {
      await runner.release();
    }
    const key = async (id: string) => (await t.dataSource.manager.findOneByOrFail(TagEntity, { id })).titleKey;
    expect(await key(nfc.id)).toBe('caf\u00e9');
    expect(await key(nfd.id)).toBe(`caf\u00e9\u0001${nfd.id}`);
    expect(await key(wide.id)).toBe('tag');
    expect(await key(plain.id)).toBe(`tag\u0001${plain.id}`);
    // Both stay as they were; a new look-alike of either is refused.
    const titles = (await api.get('/v1/tags?limit=10').expect(200)).body.data.tags.map((tag: TagEntity) => tag.title);
    expect(titles.sort()).toEqual(['Caf\u00e9', 'Cafe\u0301', 'tag', 'ＴＡＧ'].sort());
    await api.post('/v1/tags', { title: 'TAG' }).expect(409);
    await api.post('/v1/tags', { title: 'CAFÉ' }).expect(409);
  });
});
