import { type EntityManager, In } from 'typeorm';
import type { PageWindow } from '../common/pagination/page.query.js';
import type { Db } from '../database/db.service.js';
import { dialectOf } from '../database/dialects.js';
import { columnsOf, parsedJson } from '../database/json-sql.js';
import { NamedStatement, preparedQuery } from '../database/prepared-query.js';
import type { TagEmbedSource } from '../tag-links/tag-embed.resource.js';
import { TagEntity } from '../tag-links/tag.entity.js';
import { AssetEntity } from '../tag-links/asset.entity.js';

/** An asset as every read serves it: the get, each item of the list and the answer of a write. */
export interface AssetRow {
  asset: AssetEntity;
  /** Ordered by title; undefined when they were not asked for. */
  tags: TagEmbedSource[] | undefined;
}

/** Which assets of the organization: one by id, or a page of the list (newest first). */
export type AssetScope = { readonly id: string } | { readonly window: PageWindow };

export interface AssetsQuery {
  readonly orgId: string;
  /** Whether the tags are read (only when selected: otherwise the tag tables are not touched). */
  readonly tags: boolean;
  readonly scope: AssetScope;
}

/** Runs one statement: Db.query outside a transaction (synchronous on SQLite), preparedQuery inside one. */
export type RunStatement = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]>;

const ASSET_COLUMNS = [
  'id',
  'organizationId',
  'name',
  'description',
  'views',
  'shares',
  'assetType',
  'assetUrl',
  'fileId',
  'createdAt',
  'updatedAt',
  'version',
] as const satisfies readonly (keyof AssetEntity)[];

type Parameters = { orgId: string; id: string } | { orgId: string; limit: number; offset: number };

const BY_ID = 'WHERE a.id = :id AND a.organization_id = :orgId';
const PAGE = 'WHERE a.organization_id = :orgId ORDER BY a.created_at DESC, a.id DESC LIMIT :limit OFFSET :offset';

const statements = new Map<string, NamedStatement<Parameters>>();

/**
 * The assets of a scope, each with its tags as JSON built by the database when asked for: one statement whatever
 * the number of assets. Its text depends only on the dialect, the scope's kind and whether tags are read: built once
 * each (see asset.repository.sql/ for every variant).
 */
export function assetsStatement(m: EntityManager, query: Omit<AssetsQuery, 'orgId'>): NamedStatement<Parameters> {
  const byId = 'id' in query.scope;
  const key = `${dialectOf(m.connection).name}:${query.tags}:${byId}`;
  let statement = statements.get(key);
  if (statement === undefined) {
    const d = dialectOf(m.connection).json;
    const columns = columnsOf(m, AssetEntity, 'a', [...ASSET_COLUMNS]).map(([prop, expr]) => `${expr} AS "${prop}"`);
    const tag = d.object(columnsOf(m, TagEntity, 't', ['id', 'title', 'createdAt', 'updatedAt']));
    const tags = `${d.nested(`SELECT ${d.array(tag, 't.title_key, t.id')}
        FROM "asset_tag" at INNER JOIN "tag" t ON t.id = at.tag_id WHERE at.asset_id = a.id`)} AS "tags"`;
    statement = new NamedStatement(`SELECT ${[...columns, ...(query.tags ? [tags] : [])].join(', ')}
      FROM "asset" a ${byId ? BY_ID : PAGE}`);
    statements.set(key, statement);
  }
  return statement;
}

/** The one reader of assets: the get, the list and the render after a write all read through it. */
export async function readAssets(
  m: EntityManager,
  query: AssetsQuery,
  run: RunStatement = (sql, parameters) => preparedQuery(m, sql, parameters),
): Promise<AssetRow[]> {
  const { orgId, scope } = query;
  const parameters: Parameters =
    'id' in scope ? { orgId, id: scope.id } : { orgId, limit: scope.window.limit, offset: scope.window.offset };
  const [sql, values] = assetsStatement(m, query).bind(m, parameters);
  const rows = (await run(sql, values)) as (AssetEntity & { tags?: unknown })[];
  return rows.map(({ tags, ...asset }) => ({
    asset: asset as AssetEntity,
    tags: query.tags ? (parsedJson(tags) as TagEmbedSource[]) : undefined,
  }));
}

/**
 * The one reader outside a transaction (GET /v1/assets/{id}): its one statement goes through Db.query, so it runs at
 * once on SQLite (see Db.query).
 */
export function readAssetsAtOnce(db: Db, query: AssetsQuery): Promise<AssetRow[]> {
  return readAssets(db.dataSource.manager, query, (sql, values) => db.query(sql, values));
}

/** The organization's number of assets (the list's total). */
export function countAssets(m: EntityManager, orgId: string): Promise<number> {
  return m.count(AssetEntity, { where: { organizationId: orgId } });
}

export async function insertAsset(m: EntityManager, asset: AssetEntity): Promise<void> {
  await m.insert(AssetEntity, asset);
}

export async function updateAsset(
  m: EntityManager,
  { id, changes }: { id: string; changes: Partial<AssetEntity> },
): Promise<void> {
  await m.update(AssetEntity, { id }, changes);
}

export async function deleteAsset(m: EntityManager, id: string): Promise<void> {
  await m.delete(AssetEntity, { id });
}

/** Which of `ids` are assets of the organization (what a section may show). */
export async function assetIdsInOrg(
  m: EntityManager,
  { orgId, ids }: { orgId: string; ids: readonly string[] },
): Promise<string[]> {
  const found = await m.find(AssetEntity, { select: { id: true }, where: { organizationId: orgId, id: In([...ids]) } });
  return found.map((asset) => asset.id);
}
