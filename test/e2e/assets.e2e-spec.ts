import type { AssetEntity } from '../../src/tag-links/asset.entity.js';
import type { TagEntity } from '../../src/tag-links/tag.entity.js';
import { type Api, apiAs, expectError } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertAsset, linkAssetTags } from '../support/factories/assets.js';
import { insertTag } from '../support/factories/tags.js';
import { BASE, type Json, tagEmbed } from '../support/wire.js';

const head = (asset: AssetEntity) => ({ id: asset.id, object: 'asset', url: `${BASE}/assets/${asset.id}` });
const assetJson = (asset: AssetEntity, tags: TagEntity[]) => ({
  ...head(asset),
  name: asset.name,
  description: asset.description,
  views: asset.views,
  shares: asset.shares,
  assetType: asset.assetType,
  assetUrl: asset.assetUrl,
  fileId: asset.fileId,
  createdAt: asset.createdAt,
  updatedAt: asset.updatedAt,
  tags: tags.map(tagEmbed),
});

describe('assets (read)', () => {
  let t: TestApp;
  let api: Api;
  let video: AssetEntity;
  let logo: AssetEntity;
  let alpha: TagEntity;
  let beta: TagEntity;
  let foreignAsset: AssetEntity;

  beforeAll(async () => {
    t = await bootTestApp();
    const org = await t.newOrg();
    api = apiAs(t, org.key);
    beta = await insertTag(t, org.orgId, { title: 'beta' });
    alpha = await insertTag(t, org.orgId, { title: 'Alpha' });
    video = await insertAsset(t, org.orgId);
    logo = await insertAsset(t, org.orgId, {
      name: 'Logo',
      description: null,
      views: 0,
      shares: 0,
      assetType: 'image',
      assetUrl: 'https://cdn.example.com/logo.png',
    });
    await linkAssetTags(t, video.id, [beta.id, alpha.id]);
    foreignAsset = await insertAsset(t, (await t.newOrg()).orgId);
  });
  afterAll(() => t.close());

  it('retrieves an asset with its tags ordered by title, case-insensitively', async () => {
    const res = await api.get(`/v1/assets/${video.id}`).expect(200);
    expect(res.body).toEqual({ data: { asset: assetJson(video, [alpha, beta]) } });
    expect(res.body.data.asset).toEqual({
      id: video.id,
      object: 'asset',
      url: `${BASE}/assets/${video.id}`,
      name: 'Welcome video',
      description: 'A two-minute tour',
      views: 12,
      shares: 3,
      assetType: 'video',
      assetUrl: 'https://cdn.example.com/welcome.mp4',
      fileId: null,
      createdAt: video.createdAt,
      updatedAt: video.updatedAt,
      tags: [tagEmbed(alpha), tagEmbed(beta)],
    });
  });

  it('lists assets newest first with pageInfo, untagged ones with an empty tags array', async () => {
    const res = await api.get('/v1/assets').expect(200);
    expect(res.body).toEqual({
      data: {
        assets: [assetJson(logo, []), assetJson(video, [alpha, beta])],
        pageInfo: { page: 1, pages: 1, total: 2, pageTotal: 2, hasNextPage: false, hasPrevPage: false },
      },
    });
  });

  it('pages with limit and answers an empty page past the end', async () => {
    const second = await api.get('/v1/assets?limit=1&page=2&properties=name').expect(200);
    expect(second.body.data).toEqual({
      assets: [{ ...head(video), name: 'Welcome video' }],
      pageInfo: { page: 2, pages: 2, total: 2, pageTotal: 1, hasNextPage: false, hasPrevPage: true },
    });
    const past = await api.get('/v1/assets?limit=1&page=3').expect(200);
    expect(past.body.data).toEqual({
      assets: [],
      pageInfo: { page: 3, pages: 2, total: 2, pageTotal: 0, hasNextPage: false, hasPrevPage: true },
    });
  });

  it.each(['limit=0', 'limit=101', 'page=-1', 'limit=1.5', 'limit[]=5', 'nope=1'])(
    'rejects the query %s',
    async (qs) => {
      expectError((await api.get(`/v1/assets?${qs}`).expect(400)).body, 400, 'BAD_REQUEST');
    },
  );

  it('lists with the same number of statements for limit=1 and limit=100, tags embedded', async () => {
    const org = await t.newOrg();
    const orgApi = apiAs(t, org.key);
    const tags = [await insertTag(t, org.orgId, { title: 'One' }), await insertTag(t, org.orgId, { title: 'Two' })];
    for (let i = 0; i < 5; i++) {
      const asset = await insertAsset(t, org.orgId, { name: `Asset ${i}` });
      await linkAssetTags(
        t,
        asset.id,
        tags.map((tag) => tag.id),
      );
    }
    const one = await t.countQueries(() => orgApi.get('/v1/assets?limit=1').expect(200));
    const hundred = await t.countQueries(() => orgApi.get('/v1/assets?limit=100').expect(200));
    expect(hundred).toBe(one);
    const res = await orgApi.get('/v1/assets?limit=100').expect(200);
    expect(res.body.data.assets).toHaveLength(5);
    for (const asset of res.body.data.assets) expect(asset.tags.map((tag: Json) => tag.title)).toEqual(['One', 'Two']);
  });

  it.each([
    ['repeated keys', 'properties=name&properties=views'],
    ['a comma list', 'properties=name,views'],
    ['properties[]', 'properties[]=name&properties[]=views'],
  ])('selects properties given as %s', async (_form, qs) => {
    const res = await api.get(`/v1/assets/${video.id}?${qs}`).expect(200);
    expect(res.body.data.asset).toEqual({ ...head(video), name: 'Welcome video', views: 12 });
  });

  it.each(['type', 'assetType'])('selects the asset type with properties=%s, returned as assetType', async (name) => {
    const res = await api.get(`/v1/assets?properties=${name}`).expect(200);
    expect(res.body.data.assets).toEqual([
      { ...head(logo), assetType: 'image' },
      { ...head(video), assetType: 'video' },
    ]);
  });

  it('selects tag titles only with tags.title, keeping their id, object and url', async () => {
    const res = await api.get(`/v1/assets/${video.id}?properties=type,tags.title`).expect(200);
    const tag = (x: TagEntity) => ({ id: x.id, object: 'tag', url: `${BASE}/tags/${x.id}`, title: x.title });
    expect(res.body.data.asset).toEqual({ ...head(video), assetType: 'video', tags: [tag(alpha), tag(beta)] });
  });

  it('returns the whole tags embed when selected by its bare name', async () => {
    const res = await api.get(`/v1/assets/${video.id}?properties=tags`).expect(200);
    expect(res.body.data.asset).toEqual({ ...head(video), tags: [tagEmbed(alpha), tagEmbed(beta)] });
  });

  it('reads an asset and its tags in one statement (plus the key lookup), and the tag tables only when selected', async () => {
    const statementsOf = async (path: string): Promise<string[]> =>
      (await t.statementsOf(() => api.get(path).expect(200))).filter((sql) => !/"api_key"/.test(sql));
    const full = await statementsOf(`/v1/assets/${video.id}`);
    expect(full).toHaveLength(1);
    expect(full[0]).toMatch(/"asset_tag"/);
    const plain = await statementsOf(`/v1/assets/${video.id}?properties=name`);
    expect(plain).toHaveLength(1);
    expect(plain[0]).not.toMatch(/"asset_tag"|"tag"/);
  });

  it.each(['nope', 'tags.boards', 'tags.type', 'kind', 'name,'])(
    'rejects the property %s on the list and the retrieve',
    async (name) => {
      for (const path of [`/v1/assets/${video.id}`, '/v1/assets']) {
        const res = await api.get(`${path}?properties=${encodeURIComponent(name)}`).expect(400);
        expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
          { field: 'properties', message: expect.any(String) },
        ]);
      }
    },
  );

  it('names the allowed properties, the type alias and dot paths included, in the error', async () => {
    const res = await api.get('/v1/assets?properties=nope').expect(400);
    expect(res.body.error.details[0].message).toBe(
      'contains unknown asset properties: nope; allowed: name, description, views, shares, assetType, assetUrl, ' +
        'fileId, createdAt, updatedAt, type, tags, tags.title, tags.createdAt, tags.updatedAt',
    );
  });

  it('answers 404 for another organization’s asset', async () => {
    const res = await api.get(`/v1/assets/${foreignAsset.id}`).expect(404);
    expect(expectError(res.body, 404, 'NOT_FOUND').message).toBe(`asset ${foreignAsset.id} not found`);
  });

  it('answers 401 without a key', async () => {
    expectError((await apiAs(t, 'nope').get('/v1/assets').expect(401)).body, 401, 'UNAUTHORIZED');
    expectError((await apiAs(t, 'nope').get(`/v1/assets/${video.id}`).expect(401)).body, 401, 'UNAUTHORIZED');
  });
});
