import { Injectable } from '@nestjs/common';
import { findInOrg } from '../common/repository/find-in-org.js';
import { requireVersion, versioned, writeVersioned } from '../common/repository/row-version.js';
import type { EntityManager } from 'typeorm';
import { notFound } from '../common/http/app-error.js';
import type { Precondition } from '../common/http/if-match.js';
import type { Versioned } from '../common/http/versioned.js';
import { PublicUrls } from '../common/http/public-urls.js';
import type { OrgContext } from '../common/http/request.js';
import { type Page, buildPageInfo, readPage } from '../common/pagination/page-info.js';
import { type PageQuery, pageWindow } from '../common/pagination/page.query.js';
import { Selection } from '../common/properties/selection.js';
import { nowIso } from '../common/time.js';
import { Db } from '../database/db.service.js';
import { emitChange, emitDeleted } from '../events/emit-event.js';
import { newId } from '../common/ids.js';
import { requireReadyFile } from '../files/ready-files.js';
import { ASSET_TAGS, replaceLinks } from '../tag-links/link-set.js';
import { removeLinks } from '../tag-links/tag-link.repository.js';
import { requireTagIds } from '../tags/tag-names.js';
import {
  type AssetRow,
  countAssets,
  deleteAsset,
  insertAsset,
  readAssets,
  readAssetsAtOnce,
  updateAsset,
} from './asset.repository.js';
import { AssetEntity } from '../tag-links/asset.entity.js';
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
      const { rows, total } = await readPage(window, {
        total: () => countAssets(m, org.id),
        rows: () => readAssets(m, { orgId: org.id, tags: sel.has('tags'), scope: { window } }),
      });
      const items = rows.map((row) => this.toResource(row, sel));
      return { items, pageInfo: buildPageInfo(window, total, items.length) };
    });
  }

  async get(org: OrgContext, id: string, properties?: string[]): Promise<Versioned<AssetOut>> {
    const sel = Selection.parse(ASSET_SHAPE, properties);
    // Outside a transaction: the one statement runs at once on SQLite.
    const [found] = await readAssetsAtOnce(this.db, { orgId: org.id, tags: sel.has('tags'), scope: { id } });
    if (!found) throw notFound('asset', id);
    return versioned(this.toResource(found, sel), found.asset);
  }

  create(org: OrgContext, dto: CreateAssetDto, properties?: string[]): Promise<AssetOut> {
    const sel = Selection.parse(ASSET_SHAPE, properties);
    return this.db.write(async (m) => {
      const tagIds = await requireTagIds(m, org.id, dto.tagIds ?? []);
      if (dto.fileId) await requireReadyFile(m, { orgId: org.id, id: dto.fileId, field: 'fileId' });
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
        fileId: dto.fileId ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await insertAsset(m, asset);
      if (tagIds.length > 0) await replaceLinks(m, ASSET_TAGS, { ownerId: asset.id, ids: tagIds });
      const render = (all: Selection) => this.render(m, org, asset.id, all);
      return emitChange(m, { organizationId: org.id, type: 'asset.created', sel, render });
    });
  }

  remove(org: OrgContext, id: string, { ifMatch }: Precondition): Promise<{ id: string }> {
    return this.db.write(async (m) => {
      const asset = await this.find(m, org, id);
      await requireVersion(m, { entity: AssetEntity, row: asset, ifMatch });
      await removeLinks(m, { set: ASSET_TAGS, ownerId: asset.id });
      await deleteAsset(m, asset.id);
      await emitDeleted(m, {
        organizationId: org.id,
        type: 'asset.deleted',
        resource: { id: asset.id, object: 'asset' },
      });
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
      const tagIds = dto.tagIds === undefined ? undefined : await requireTagIds(m, org.id, dto.tagIds);
      const changes: Partial<AssetEntity> = {};
      if (dto.name !== undefined) changes.name = dto.name;
      if (dto.description !== undefined) changes.description = dto.description;
      if (dto.fileId) await requireReadyFile(m, { orgId: org.id, id: dto.fileId, field: 'fileId' });
      if (dto.fileId !== undefined) changes.fileId = dto.fileId;
      if (Object.keys(changes).length === 0 && !tagIds) return this.render(m, org, asset.id, sel);
      if (tagIds) await replaceLinks(m, ASSET_TAGS, { ownerId: asset.id, ids: tagIds });
      changes.updatedAt = nowIso();
      await updateAsset(m, { id: asset.id, changes });
      const render = (all: Selection) => this.render(m, org, asset.id, all);
      return emitChange(m, { organizationId: org.id, type: 'asset.updated', sel, render });
    });
  }

  private find(m: EntityManager, org: OrgContext, id: string): Promise<AssetEntity> {
    return findInOrg(m, AssetEntity, { orgId: org.id, id, resource: 'asset' });
  }

  /** An asset written in the transaction `m`, as the get serves it (the same reader, in the transaction). */
  private async render(m: EntityManager, org: OrgContext, id: string, sel: Selection): Promise<AssetOut> {
    const [row] = await readAssets(m, { orgId: org.id, tags: sel.has('tags'), scope: { id } });
    if (!row) throw notFound('asset', id);
    return this.toResource(row, sel);
  }

  private toResource(row: AssetRow, sel: Selection): AssetOut {
    return toAssetResource(row.asset, { tags: row.tags, urls: this.urls, sel });
  }
}
