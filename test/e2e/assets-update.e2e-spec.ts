import type { AssetEntity } from '../../src/tag-links/asset.entity.js';
import type { TagEntity } from '../../src/tag-links/tag.entity.js';
import { type Api, apiAs, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertAsset, linkAssetTags } from '../support/factories/assets.js';
import { insertTag } from '../support/factories/tags.js';
import { BASE, ISO_MS, type Json } from '../support/wire.js';

describe('PATCH /v1/assets/{id}', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let red: TagEntity;
  let green: TagEntity;
  let blue: TagEntity;
  let foreignTag: TagEntity;
  let foreignAsset: AssetEntity;

  beforeAll(async () => {
    ({ t, api, orgId } = await bootWithOrg());
    red = await insertTag(t, orgId, { title: 'Red' });
    green = await insertTag(t, orgId, { title: 'Green' });
    blue = await insertTag(t, orgId, { title: 'Blue' });
    const stranger = await t.newOrg();
    foreignTag = await insertTag(t, stranger.orgId, { title: 'Foreign' });
    foreignAsset = await insertAsset(t, stranger.orgId, { name: 'Theirs' });
  });
  afterAll(() => t.close());

  const tagTitles = (asset: Json) => (asset.tags as Json[]).map((tag) => tag.title);

  it('updates name and description and answers the whole asset with a new updatedAt', async () => {
    const asset = await insertAsset(t, orgId);
    await linkAssetTags(t, asset.id, [red.id]);
    const res = await api
      .patch(`/v1/assets/${asset.id}`, { name: 'Product tour', description: 'Five minutes' })
      .expect(200);
    expect(res.body).toEqual({
      data: {
        asset: {
          id: asset.id,
          object: 'asset',
          url: `${BASE}/assets/${asset.id}`,
          name: 'Product tour',
          description: 'Five minutes',
          views: 12,
          shares: 3,
          assetType: 'video',
          assetUrl: 'https://cdn.example.com/welcome.mp4',
          fileId: null,
          createdAt: asset.createdAt,
          updatedAt: expect.stringMatching(ISO_MS),
          tags: [
            {
              id: red.id,
              object: 'tag',
              url: `${BASE}/tags/${red.id}`,
              title: 'Red',
              createdAt: red.createdAt,
              updatedAt: red.updatedAt,
            },
          ],
        },
      },
    });
    expect(res.body.data.asset.updatedAt > asset.updatedAt).toBe(true);
    const stored = (await api.get(`/v1/assets/${asset.id}?properties=name,description`).expect(200)).body.data.asset;
    expect(stored).toMatchObject({ name: 'Product tour', description: 'Five minutes' });
  });

  it('clears the description with null', async () => {
    const asset = await insertAsset(t, orgId);
    const res = await api.patch(`/v1/assets/${asset.id}?properties=description`, { description: null }).expect(200);
    expect(res.body.data.asset).toEqual({
      id: asset.id,
      object: 'asset',
      url: `${BASE}/assets/${asset.id}`,
      description: null,
    });
  });

  it('changes nothing for an empty body', async () => {
    const asset = await insertAsset(t, orgId);
    const res = await api.patch(`/v1/assets/${asset.id}`, {}).expect(200);
    expect(res.body.data.asset).toMatchObject({ name: asset.name, updatedAt: asset.updatedAt, tags: [] });
  });

  it('replaces the tags of an asset', async () => {
    const asset = await insertAsset(t, orgId);
    await linkAssetTags(t, asset.id, [red.id, green.id]);
    const res = await api.patch(`/v1/assets/${asset.id}`, { tagIds: [blue.id, green.id] }).expect(200);
    expect(tagTitles(res.body.data.asset)).toEqual(['Blue', 'Green']);
    const stored = (await api.get(`/v1/assets/${asset.id}?properties=tags.title`).expect(200)).body.data.asset;
    expect(tagTitles(stored)).toEqual(['Blue', 'Green']);
  });

  it('removes every tag with an empty tagIds', async () => {
    const asset = await insertAsset(t, orgId);
    await linkAssetTags(t, asset.id, [red.id, green.id]);
    const res = await api.patch(`/v1/assets/${asset.id}`, { tagIds: [] }).expect(200);
    expect(res.body.data.asset.tags).toEqual([]);
    expect(res.body.data.asset.updatedAt > asset.updatedAt).toBe(true);
    expect((await api.get(`/v1/assets/${asset.id}`).expect(200)).body.data.asset.tags).toEqual([]);
  });

  it('attaches a tag once when tagIds repeats it', async () => {
    const asset = await insertAsset(t, orgId);
    const res = await api.patch(`/v1/assets/${asset.id}?properties=tags.title`, { tagIds: [red.id, red.id] });
    expect(res.status).toBe(200);
    expect(tagTitles(res.body.data.asset)).toEqual(['Red']);
  });

  it('ends with exactly one of the requested tag sets after simultaneous replacements', async () => {
    const asset = await insertAsset(t, orgId);
    const sets = [[red.id], [green.id], [blue.id], [red.id, green.id], [green.id, blue.id], [blue.id, red.id]];
    const results = await Promise.all(sets.map((tagIds) => api.patch(`/v1/assets/${asset.id}`, { tagIds })));
    expect(results.map((res) => res.status)).toEqual(sets.map(() => 200));
    const stored = (await api.get(`/v1/assets/${asset.id}?properties=tags`).expect(200)).body.data.asset;
    const ids = (stored.tags as Json[]).map((tag) => tag.id as string).sort();
    expect(sets.map((set) => [...set].sort())).toContainEqual(ids);
  });

  it('keeps the other assets’ tags when one asset’s tags are replaced', async () => {
    const first = await insertAsset(t, orgId);
    const second = await insertAsset(t, orgId);
    await linkAssetTags(t, first.id, [red.id]);
    await linkAssetTags(t, second.id, [red.id]);
    await api.patch(`/v1/assets/${first.id}`, { tagIds: [] }).expect(200);
    const stored = (await api.get(`/v1/assets/${second.id}?properties=tags.title`).expect(200)).body.data.asset;
    expect(tagTitles(stored)).toEqual(['Red']);
  });

  it.each([
    [{ name: '' }, 'name', 'must be at least 1 character'],
    [{ name: 5 }, 'name', 'must be a string'],
    [{ name: null }, 'name', 'must not be null'],
    [{ description: 5 }, 'description', 'must be a string'],
    [{ tagIds: 'x' }, 'tagIds', 'must be an array'],
    [{ tagIds: [1] }, 'tagIds', '[0] must be an id string'],
    [{ tagIds: null }, 'tagIds', 'must not be null'],
    [{ assetType: 'pdf' }, 'assetType', 'is not allowed'],
    [{ nope: 1 }, 'nope', 'is not allowed'],
  ])('rejects %j', async (body, field, message) => {
    const asset = await insertAsset(t, orgId);
    const res = await api.patch(`/v1/assets/${asset.id}`, body).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([{ field, message }]);
  });

  it('answers 400 naming each tag of another organization, and writes nothing', async () => {
    const asset = await insertAsset(t, orgId, { name: 'Kept' });
    await linkAssetTags(t, asset.id, [red.id]);
    const res = await api
      .patch(`/v1/assets/${asset.id}`, { name: 'Lost', tagIds: [green.id, foreignTag.id] })
      .expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'tagIds[1]', message: `tag ${foreignTag.id} does not exist` },
    ]);
    const stored = (await api.get(`/v1/assets/${asset.id}?properties=name,tags.title`).expect(200)).body.data.asset;
    expect(stored.name).toBe('Kept');
    expect(tagTitles(stored)).toEqual(['Red']);
  });

  it('answers 404 for another organization’s asset', async () => {
    const res = await api.patch(`/v1/assets/${foreignAsset.id}`, { name: 'Hijacked' }).expect(404);
    expect(expectError(res.body, 404, 'NOT_FOUND').message).toBe(`asset ${foreignAsset.id} not found`);
  });

  it('answers 401 without a key', async () => {
    const res = await apiAs(t, 'nope').patch(`/v1/assets/${foreignAsset.id}`, { name: 'x' }).expect(401);
    expectError(res.body, 401, 'UNAUTHORIZED');
  });
});
