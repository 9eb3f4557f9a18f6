import type { EntityManager } from 'typeorm';
import { columnsOf, jsonSql, parsedJson } from '../database/json-sql.js';
import { preparedQuery } from '../database/prepared-query.js';
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

const statements = new Map<string, string>();

/** The statement's text depends only on the dialect and whether tags are read: built once each. */
function assetSql(m: EntityManager, withTags: boolean): string {
  const key = `${m.connection.options.type}:${withTags}`;
  let sql = statements.get(key);
  if (sql === undefined) {
    const d = jsonSql(m);
    const columns = columnsOf(m, AssetEntity, 'a', [...ASSET_COLUMNS]).map(([prop, expr]) => `${expr} AS "${prop}"`);
    const tag = d.object(columnsOf(m, TagEntity, 't', ['id', 'title', 'createdAt', 'updatedAt']));
    const tags = `${d.nested(`SELECT ${d.array(tag, 't.title_key, t.id')}
        FROM "asset_tag" at INNER JOIN "tag" t ON t.id = at.tag_id WHERE at.asset_id = a.id`)} AS "tags"`;
    sql = `SELECT ${[...columns, ...(withTags ? [tags] : [])].join(', ')}
      FROM "asset" a WHERE a.id = :id AND a.organization_id = :orgId`;
    statements.set(key, sql);
  }
  return sql;
}

/** One asset of an organization, with its tags when asked for, in one statement (prepared on PostgreSQL). */
export async function readAsset(
  m: EntityManager,
  orgId: string,
  id: string,
  withTags: boolean,
): Promise<AssetRow | null> {
  const [sql, parameters] = m.connection.driver.escapeQueryWithParameters(assetSql(m, withTags), { id, orgId });
  const [row] = await preparedQuery<AssetEntity & { tags?: unknown }>(m, sql, parameters);
  if (!row) return null;
  const { tags, ...asset } = row;
  return { asset: asset as AssetEntity, tags: withTags ? (parsedJson(tags) as TagEmbedSource[]) : undefined };
}
