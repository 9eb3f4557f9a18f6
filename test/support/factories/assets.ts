import { AssetTagEntity } from '../../../src/tag-links/asset-tag.entity.js';
import { AssetEntity } from '../../../src/tag-links/asset.entity.js';
import { newId } from '../../../src/common/ids.js';
import type { Api } from '../api.js';
import type { TestApp } from '../app.js';
import { nextStamp } from './clock.js';

/**
 * An asset inserted directly, with controlled createdAt, views and shares: each call gets a later createdAt than
 * the previous one, so the newest-first list order is the reverse call order (`createAsset` goes through the API).
 */
export async function insertAsset(
  t: TestApp,
  orgId: string,
  overrides: Partial<AssetEntity> = {},
): Promise<AssetEntity> {
  const createdAt = overrides.createdAt ?? nextStamp();
  const asset = t.dataSource.manager.create(AssetEntity, {
    id: newId(),
    organizationId: orgId,
    name: 'Welcome video',
    description: 'A two-minute tour',
    views: 12,
    shares: 3,
    assetType: 'video',
    assetUrl: 'https://cdn.example.com/welcome.mp4',
    fileId: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  });
  await t.dataSource.manager.insert(AssetEntity, asset);
  return asset;
}

export async function linkAssetTags(t: TestApp, assetId: string, tagIds: readonly string[]): Promise<void> {
  const createdAt = nextStamp();
  await t.dataSource.manager.insert(
    AssetTagEntity,
    tagIds.map((tagId) => ({ assetId, tagId, createdAt })),
  );
}

/** The created asset as the API answered it (every field, tags included). */
export type AssetRef = { id: string; name: string } & Record<string, unknown>;

/** An asset created through the API; `overrides` replace the defaults of a valid body. */
export async function createAsset(api: Api, overrides: Record<string, unknown> = {}): Promise<AssetRef> {
  const body = { name: 'Brand guide', assetType: 'pdf', assetUrl: 'https://cdn.example.com/brand.pdf', ...overrides };
  const res = await api.post('/v1/assets', body).expect(201);
  return res.body.data.asset as AssetRef;
}
