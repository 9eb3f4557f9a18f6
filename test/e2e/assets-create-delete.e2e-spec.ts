import { AssetTagEntity } from '../../src/tag-links/asset-tag.entity.js';
import { AssetEntity } from '../../src/tag-links/asset.entity.js';
import type { TagEntity } from '../../src/tag-links/tag.entity.js';
import { type Api, apiAs, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { lastEventData } from '../support/events.js';
import { createAsset } from '../support/factories/assets.js';
import { insertTag } from '../support/factories/tags.js';
import { BASE, ID, ISO_MS, label, tagEmbed } from '../support/wire.js';

const VALID = { name: 'Welcome video', assetType: 'video', assetUrl: 'https://cdn.example.com/welcome.mp4' };

describe('POST and DELETE /v1/assets', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  let media: TagEntity;
  let brand: TagEntity;

  beforeAll(async () => {
    ({ t, api, orgId } = await bootWithOrg());
    media = await insertTag(t, orgId, { title: 'Media' });
    brand = await insertTag(t, orgId, { title: 'Brand' });
  });
  afterAll(() => t.close());

  const assetCount = () => t.dataSource.manager.countBy(AssetEntity, { organizationId: orgId });
  const lastEvent = (type: string) => lastEventData(t, orgId, type);

  describe('POST', () => {
    it('creates an asset with 201, Location and the whole asset, as GET then answers', async () => {
      const res = await api
        .post('/v1/assets', { ...VALID, description: 'A two-minute tour', tagIds: [media.id, brand.id] })
        .expect(201);
      const id = res.body.data.asset.id;
      expect(id).toMatch(ID);
      expect(res.headers.location).toBe(`${BASE}/assets/${id}`);
      expect(res.body).toEqual({
        data: {
          asset: {
            id,
            object: 'asset',
            url: `${BASE}/assets/${id}`,
            name: 'Welcome video',
            description: 'A two-minute tour',
            views: 0,
            shares: 0,
            assetType: 'video',
            assetUrl: 'https://cdn.example.com/welcome.mp4',
            fileId: null,
            createdAt: expect.stringMatching(ISO_MS),
            updatedAt: res.body.data.asset.createdAt,
            tags: [tagEmbed(brand), tagEmbed(media)],
          },
        },
      });
      expect((await api.get(`/v1/assets/${id}`).expect(200)).body).toEqual(res.body);
    });

    it('creates an asset from the three required fields, with description null and no tags', async () => {
      const asset = await createAsset(api, VALID);
      expect(asset).toMatchObject({ ...VALID, description: null, views: 0, shares: 0, tags: [] });
      expect((await createAsset(api, { ...VALID, description: null })).description).toBeNull();
    });

    it.each(['image', 'pdf', 'video', 'link', 'document'])('accepts assetType %s', async (assetType) => {
      expect((await createAsset(api, { ...VALID, assetType })).assetType).toBe(assetType);
    });

    it('collapses repeated tag ids into one tag', async () => {
      const asset = await createAsset(api, { ...VALID, tagIds: [media.id, media.id] });
      expect(asset.tags).toEqual([tagEmbed(media)]);
    });

    it('answers the selected properties, `type` selecting assetType', async () => {
      const res = await api.post('/v1/assets?properties=name,type,tags.title', { ...VALID, tagIds: [media.id] });
      expect(res.status).toBe(201);
      const id = res.body.data.asset.id;
      expect(res.body.data.asset).toEqual({
        id,
        object: 'asset',
        url: `${BASE}/assets/${id}`,
        name: 'Welcome video',
        assetType: 'video',
        tags: [{ id: media.id, object: 'tag', url: `${BASE}/tags/${media.id}`, title: 'Media' }],
      });
    });

    it.each(
      (
        [
          ['name', undefined, 'is required'],
          ['name', null, 'must not be null'],
          ['name', '', 'must be at least 1 character'],
          ['name', 5, 'must be a string'],
          ['name', 'x'.repeat(256), 'must be at most 255 characters'],
          ['assetType', undefined, 'is required'],
          ['assetType', null, 'must not be null'],
          ['assetType', 'gif', 'must be one of: image, pdf, video, link, document'],
          ['assetType', 'Image', 'must be one of: image, pdf, video, link, document'],
          ['assetUrl', undefined, 'is required'],
          ['assetUrl', null, 'must not be null'],
          ['assetUrl', 'ftp://cdn.example.com/a.pdf', 'must be an absolute http or https URL'],
          ['assetUrl', 'cdn.example.com/a.pdf', 'must be an absolute http or https URL'],
          ['assetUrl', '/files/a.pdf', 'must be an absolute http or https URL'],
          ['assetUrl', 'javascript:alert(1)', 'must be an absolute http or https URL'],
          ['assetUrl', `https://cdn.example.com/${'x'.repeat(2030)}`, 'must be an absolute http or https URL'],
          ['description', 'x'.repeat(10_001), 'must be at most 10000 characters'],
          ['description', 7, 'must be a string'],
          ['tagIds', 'a1B2c3D4e5F6', 'must be an array'],
          ['tagIds', ['not an id'], '[0] must be an id string'],
          ['tagIds', null, 'must not be null'],
          ['type', 'video', 'is not allowed'],
          ['views', 10, 'is not allowed'],
        ] as [string, unknown, string][]
      ).map(([field, value, message]) => [field, label(value), value, message] as const),
    )('rejects %s = %s with 400 naming the field, creating nothing', async (field, _label, value, message) => {
      const before = await assetCount();
      const res = await api.post('/v1/assets', { ...VALID, [field]: value }).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([{ field, message }]);
      expect(await assetCount()).toBe(before);
    });

    it('names every invalid field of one body', async () => {
      const res = await api.post('/v1/assets', { assetType: 'gif' }).expect(400);
      expect(
        expectError(res.body, 400, 'BAD_REQUEST')
          .details.map((d) => d.field)
          .sort(),
      ).toEqual(['assetType', 'assetUrl', 'name']);
    });

    it('answers 400 naming each tag id that is unknown or another organization’s, creating nothing', async () => {
      const theirs = await insertTag(t, (await t.newOrg()).orgId, { title: 'Theirs' });
      const before = await assetCount();
      const res = await api.post('/v1/assets', { ...VALID, tagIds: [media.id, theirs.id, 'a1B2c3D4e5F6'] });
      expect(res.status).toBe(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
        { field: 'tagIds[1]', message: `tag ${theirs.id} does not exist` },
        { field: 'tagIds[2]', message: 'tag a1B2c3D4e5F6 does not exist' },
      ]);
      expect(await assetCount()).toBe(before);
    });

    it('records an asset.created event carrying the asset in full', async () => {
      const asset = await createAsset(api, { ...VALID, tagIds: [brand.id] });
      expect(await lastEvent('asset.created')).toEqual({
        object: (await api.get(`/v1/assets/${asset.id}`).expect(200)).body.data.asset,
      });
    });
  });

  describe('DELETE', () => {
    it('deletes an asset with its tag links; the tags stay', async () => {
      const asset = await createAsset(api, { ...VALID, tagIds: [media.id] });
      const res = await api.delete(`/v1/assets/${asset.id}`).expect(200);
      expect(res.body).toEqual({ data: { id: asset.id } });
      expectError((await api.get(`/v1/assets/${asset.id}`).expect(404)).body, 404, 'NOT_FOUND');
      expect(await t.dataSource.manager.countBy(AssetTagEntity, { assetId: asset.id })).toBe(0);
      expect((await api.get(`/v1/tags/${media.id}?properties=title`).expect(200)).body.data.tag.title).toBe('Media');
    });

    it('answers 404 to a second delete', async () => {
      const asset = await createAsset(api, VALID);
      await api.delete(`/v1/assets/${asset.id}`).expect(200);
      expectError((await api.delete(`/v1/assets/${asset.id}`).expect(404)).body, 404, 'NOT_FOUND');
    });

    it('drops the asset from the list and its total', async () => {
      const own = apiAs(t, (await t.newOrg()).key);
      const keep = await createAsset(own, { ...VALID, name: 'Keep' });
      const gone = await createAsset(own, { ...VALID, name: 'Gone' });
      await own.delete(`/v1/assets/${gone.id}`).expect(200);
      const list = (await own.get('/v1/assets?properties=name').expect(200)).body.data;
      expect(list.assets).toEqual([{ id: keep.id, object: 'asset', url: `${BASE}/assets/${keep.id}`, name: 'Keep' }]);
      expect(list.pageInfo.total).toBe(1);
    });

    it('answers 404 for another organization’s asset and for an unknown id, deleting nothing', async () => {
      const other = await t.newOrg();
      const theirs = await createAsset(apiAs(t, other.key), VALID);
      expectError((await api.delete(`/v1/assets/${theirs.id}`).expect(404)).body, 404, 'NOT_FOUND');
      await api.delete('/v1/assets/a1B2c3D4e5F6').expect(404);
      await apiAs(t, other.key).get(`/v1/assets/${theirs.id}`).expect(200);
    });

    it('records an asset.deleted event with the id', async () => {
      const asset = await createAsset(api, VALID);
      await api.delete(`/v1/assets/${asset.id}`).expect(200);
      expect(await lastEvent('asset.deleted')).toEqual({ object: { id: asset.id, object: 'asset', deleted: true } });
    });
  });
});
