import type { EntityManager } from 'typeorm';
import { columnsOf, jsonSql, parsedJson } from '../database/json-sql.js';
import type { Db } from '../database/db.service.js';
import { NamedStatement } from '../database/prepared-query.js';
import type { TagEmbedSource } from '../tags/tag.embed.js';
import { TagEntity } from '../tags/tag.entity.js';
import { AssetEntity } from './asset.entity.js';

export interface AssetRow {
  asset: AssetEntity;
  /** Ordered by title; undefined when they were not asked for. */
  tags: TagEmbedSource[] | undefined;
}

const ASSET_COLUMNS = [
  'id',
  'organizationId',
  'name',
  'description',
  'views',
  'shares',
  'assetType',
  'assetUrl',
  'createdAt',
  'updatedAt',
  'version',
] as const satisfies readonly (keyof AssetEntity)[];

const statements = new Map<string, NamedStatement<{ id: string; orgId: string }>>();

/** The statement's text depends only on the dialect and whether tags are read: built once each. */
function assetStatement(m: EntityManager, withTags: boolean): NamedStatement<{ id: string; orgId: string }> {
  const key = `${m.connection.options.type}:${withTags}`;
  let statement = statements.get(key);
  if (statement === undefined) {
    const d = jsonSql(m);
    const columns = columnsOf(m, AssetEntity, 'a', [...ASSET_COLUMNS]).map(([prop, expr]) => `${expr} AS "${prop}"`);
    const tag = d.object(columnsOf(m, TagEntity, 't', ['id', 'title', 'createdAt', 'updatedAt']));
    const tags = `${d.nested(`SELECT ${d.array(tag, 't.title_key, t.id')}
        FROM "asset_tag" at INNER JOIN "tag" t ON t.id = at.tag_id WHERE at.asset_id = a.id`)} AS "tags"`;
    statement = new NamedStatement(`SELECT ${[...columns, ...(withTags ? [tags] : [])].join(', ')}
      FROM "asset" a WHERE a.id = :id AND a.organization_id = :orgId`);
    statements.set(key, statement);
  }
  return statement;
}

/** One asset of an organization, with its tags when asked for, in one statement (see Db.query). */
export async function readAsset(db: Db, orgId: string, id: string, withTags: boolean): Promise<AssetRow | null> {
  const m = db.dataSource.manager;
  const [sql, parameters] = assetStatement(m, withTags).bind(m, { id, orgId });
  const [row] = await db.query<AssetEntity & { tags?: unknown }>(sql, parameters);
  if (!row) return null;
  const { tags, ...asset } = row;
  return { asset: asset as AssetEntity, tags: withTags ? (parsedJson(tags) as TagEmbedSource[]) : undefined };
}
