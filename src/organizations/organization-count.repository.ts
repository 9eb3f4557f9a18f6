import type { EntityManager } from 'typeorm';
import { NamedStatement, preparedQuery } from '../database/prepared-query.js';

/**
 * The resources whose rows the database counts per organization: the one list. Triggers on each table keep the counts
 * (installed by the OrganizationCounts migrations, whose own copy of this list is history: a resource added here
 * needs a migration installing its triggers). test/e2e/organization-count-triggers checks that the triggers in the
 * database are exactly these.
 */
export const COUNTED_RESOURCES = ['workspace', 'board'] as const;
export type CountedResource = (typeof COUNTED_RESOURCES)[number];

export const TOTAL = new NamedStatement<{ orgId: string; resource: string }>(
  `SELECT "total" FROM "organization_count" WHERE "organization_id" = :orgId AND "resource" = :resource`,
);

/**
 * organizationTotal as a scalar subquery, for a statement that reads the total along with a page (the organization
 * bound as `:orgId`; `resource` comes from the closed list above, so it is written in the text). No row: NULL, 0.
 */
export function organizationTotalSql(resource: CountedResource): string {
  return `SELECT "total" FROM "organization_count" WHERE "organization_id" = :orgId AND "resource" = '${resource}'`;
}

/**
 * How many rows of `resource` the organization has, exactly: one primary-key lookup where COUNT(*) reads every
 * index entry of the organization (~2 ms at 100,000 rows on SQLite, a few on PostgreSQL). For unfiltered lists.
 */
export async function organizationTotal(m: EntityManager, orgId: string, resource: CountedResource): Promise<number> {
  const [sql, parameters] = TOTAL.bind(m, { orgId, resource });
  const [row] = await preparedQuery<{ total: number | string }>(m, sql, parameters);
  return row ? Number(row.total) : 0;
}

/**
 * Statements that count every organization's rows again from the tables: for bulk loads that bypass the triggers
 * (PostgreSQL's COPY with session_replication_role = replica).
 */
export const RECOUNT_STATEMENTS: readonly string[] = [
  `DELETE FROM "organization_count"`,
  ...COUNTED_RESOURCES.map(
    (table) => `INSERT INTO "organization_count" ("organization_id", "resource", "total")
      SELECT "organization_id", '${table}', COUNT(*) FROM "${table}" GROUP BY "organization_id"`,
  ),
];
