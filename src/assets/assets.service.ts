import { Injectable } from '@nestjs/common';
import { findInOrg } from '../common/find-in-org.js';
import { requireVersion, versioned, writeVersioned } from '../common/row-version.js';
import { type EntityManager, In } from 'typeorm';
import { notFound } from '../common/http/app-error.js';
import type { Precondition } from '../common/http/if-match.js';
import type { Versioned } from '../common/http/versioned.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { type Page, buildPageInfo } from '../common/pagination/page-info.js';
import { type PageQuery, pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { requireReferencedIds } from '../common/referenced-ids.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { emitChange, emitDeleted } from '../events/emit-event.js';
import { newId } from '../common/ids.js';
import { TagEntity } from '../tags/tag.entity.js';
import { AssetTagEntity } from './asset-tag.entity.js';
import { readAsset } from './asset-row.query.js';
import { loadAssetTags } from './asset-tags.query.js';
import { AssetEntity } from './asset.entity.js';
import { ASSET_SHAPE, type AssetDoc, toAssetResource } from './asset.resource.js';
import type { CreateAssetDto, UpdateAssetDto } from './dto/update-asset.dto.js';

type AssetOut = Partial<AssetDoc>;

@Injectable()
export class AssetsService {
  constructor(
    private readonly db: Db,
    private readonly urls: PublicUrls,
  ) {}

  list(org: OrgContext, query: PageQuery & { properties?: string[] }): Promise<Page<AssetOut>> {
    const sel = Selection.parse(ASSET_SHAPE, query.properties);
    const window = pageWindow(query);
    return this.db.read(async (m) => {
      const total = await m.count(AssetEntity, { where: { organizationId: org.id } });
      const assets =
        window.offset >= total
          ? []
          : await m.find(AssetEntity, {
              where: { organizationId: org.id },
              order: { createdAt: 'DESC', id: 'DESC' },
              skip: window.offset,
              take: window.limit,
            });
      const items = await this.present(m, assets, sel);
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  async get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<AssetOut>> {
    const sel = Selection.parse(ASSET_SHAPE, properties);
    const found = await readAsset(this.db, org.id, id, sel.has('tags'));
    if (!found) throw notFound('asset', id);
    return versioned(toAssetResource(found.asset, found.tags, this.urls, sel), found.asset);
  }

  create(org: OrgContext, dto: CreateAssetDto, properties?: string[]): Promise<AssetOut> {
    const sel = Selection.parse(ASSET_SHAPE, properties);
    return this.db.write(async (m) => {
      const tagIds = await requireReferencedIds(m, TagEntity, org.id, dto.tagIds ?? [], 'tagIds', 'tag');
      const now = nowIso();
      const asset = m.create(AssetEntity, {
        id: newId(),
        organizationId: org.id,
        name: dto.name,
        description: dto.description ?? null,
        views: 0,
        shares: 0,
        assetType: dto.assetType,
        assetUrl: dto.assetUrl,
        createdAt: now,
        updatedAt: now,
      });
      await m.insert(AssetEntity, asset);
      if (tagIds.length > 0) await this.replaceTags(m, asset.id, tagIds);
      return emitChange(m, org.id, 'asset.created', sel, async (all) => (await this.present(m, [asset], all))[0]);
    });
  }

  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      const asset = await this.find(m, org, id);
      await requireVersion(m, { entity: AssetEntity, row: asset, ifMatch });
      await m.delete(AssetTagEntity, { assetId: asset.id });
      await m.delete(AssetEntity, { id: asset.id });
      await emitDeleted(m, org.id, 'asset.deleted', { id: asset.id, object: 'asset' });
      return { id: asset.id };
    });
  }

  /** Every rule is checked before anything is written, and all writes share one transaction. */
  update(
    org: OrgContext,
    id: string,
    dto: UpdateAssetDto,
    properties: string[] | undefined,
    { ifMatch }: Precondition,
  ): Promise<Versioned<AssetOut>> {
    const sel = Selection.parse(ASSET_SHAPE, properties);
    return writeVersioned(this.db, { entity: AssetEntity, id }, async (m) => {
      // Two replacements of one asset's tags must not interleave, or the result would be neither set.
      await this.db.lock(m, `asset:${id}`);
      const asset = await this.find(m, org, id);
      await requireVersion(m, { entity: AssetEntity, row: asset, ifMatch });
      const tagIds =
        dto.tagIds === undefined
          ? undefined
          : await requireReferencedIds(m, TagEntity, org.id, dto.tagIds, 'tagIds', 'tag');
      const changes: Partial<AssetEntity> = {};
      if (dto.name !== undefined) changes.name = dto.name;
      if (dto.description !== undefined) changes.description = dto.description;
      if (Object.keys(changes).length === 0 && !tagIds) return (await this.present(m, [asset], sel))[0];
      if (tagIds) await this.replaceTags(m, asset.id, tagIds);
      changes.updatedAt = nowIso();
      await m.update(AssetEntity, { id: asset.id }, changes);
      Object.assign(asset, changes);
      return emitChange(m, org.id, 'asset.updated', sel, async (all) => (await this.present(m, [asset], all))[0]);
    });
  }

  /** Keeps the links that stay (and their createdAt), removes the others, adds the new ones. */
  private async replaceTags(m: EntityManager, assetId: string, tagIds: string[]): Promise<void> {
    const current = await m.find(AssetTagEntity, { where: { assetId }, select: { tagId: true } });
    const have = new Set(current.map((link) => link.tagId));
    const want = new Set(tagIds);
    const stale = [...have].filter((tagId) => !want.has(tagId));
    if (stale.length > 0) await m.delete(AssetTagEntity, { assetId, tagId: In(stale) });
    const now = nowIso();
    const added = tagIds.filter((tagId) => !have.has(tagId));
    if (added.length > 0)
      await m.insert(
        AssetTagEntity,
        added.map((tagId) => ({ assetId, tagId, createdAt: now })),
      );
  }

  private async find(m: EntityManager, org: OrgContext, id: string): Promise<AssetEntity> {
    const asset = await findInOrg(m, AssetEntity, org.id, id, 'asset');
    return asset;
  }

  private async present(m: EntityManager, assets: AssetEntity[], sel: Selection): Promise<AssetOut[]> {
    const tags = sel.has('tags')
      ? await loadAssetTags(
          m,
          assets.map((asset) => asset.id),
        )
      : null;
    return assets.map((asset) => toAssetResource(asset, tags?.get(asset.id), this.urls, sel));
  }
}
