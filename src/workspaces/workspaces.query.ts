import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { plainQuery } from '../database/prepared-query.js';
import { type WorkspaceFilters, likeContains } from './workspace-filters.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';

const TIME_COLUMNS = {
  createdAfter: ['created_at', '>'],
  createdBefore: ['created_at', '<'],
  updatedAfter: ['updated_at', '>'],
  updatedBefore: ['updated_at', '<'],
} as const;

/**
 * The organization's workspaces matching the filters, on the base table only: relations are tested with EXISTS,
 * never joined, so COUNT counts workspaces and paging never splits one across rows.
 */
export function filteredWorkspaces(
  m: EntityManager,
  orgId: string,
  filters: WorkspaceFilters,
): SelectQueryBuilder<WorkspaceEntity> {
  const qb = m.createQueryBuilder(WorkspaceEntity, 'w').where('w.organization_id = :orgId', { orgId });
  if (filters.name !== undefined) {
    qb.andWhere(`LOWER(w.name) LIKE LOWER(:name) ESCAPE '\\'`, { name: likeContains(filters.name) });
  }
  if (filters.accountId !== undefined) qb.andWhere('w.account_id = :accountId', { accountId: filters.accountId });
  if (filters.dealId !== undefined) qb.andWhere('w.deal_id = :dealId', { dealId: filters.dealId });
  if (filters.templateId !== undefined) {
    qb.andWhere('w.template_id = :templateId', { templateId: filters.templateId });
  }
  if (filters.published !== undefined) qb.andWhere({ published: filters.published });
  if (filters.userEmail !== undefined) {
    qb.andWhere(
      `EXISTS (SELECT 1 FROM workspace_user wu INNER JOIN app_user u ON u.id = wu.user_id
        WHERE wu.workspace_id = w.id AND u.email = :userEmail)`,
      { userEmail: filters.userEmail },
    );
  }
  if (filters.domain !== undefined) {
    qb.andWhere('EXISTS (SELECT 1 FROM workspace_domain wd WHERE wd.workspace_id = w.id AND wd.domain = :domain)', {
      domain: filters.domain,
    });
  }
  for (const [key, [column, op]] of Object.entries(TIME_COLUMNS)) {
    const bound = filters[key as keyof typeof TIME_COLUMNS];
    if (bound !== undefined) qb.andWhere(`w.${column} ${op} :${key}`, { [key]: bound });
  }
  return qb;
}

/** One workspace of the organization, for readWorkspaceRows. */
export function workspaceById(m: EntityManager, orgId: string, id: string): SelectQueryBuilder<WorkspaceEntity> {
  return m.createQueryBuilder(WorkspaceEntity, 'w').where('w.organization_id = :orgId AND w.id = :id', { orgId, id });
}

/** countWorkspaces' statement as a scalar subquery, with the filters' parameters (for a page read with its total). */
export function workspaceCountSql(workspaces: SelectQueryBuilder<WorkspaceEntity>): string {
  return workspaces.clone().select('COUNT(*)').getQuery();
}

/** COUNT(*) on the filtered base table, never over joins; planned for the filter values at hand. */
export async function countWorkspaces(
  m: EntityManager,
  workspaces: SelectQueryBuilder<WorkspaceEntity>,
): Promise<number> {
  const [counted] = await plainQuery<{ total: number | string }>(
    m,
    ...workspaces.clone().select('COUNT(*)', 'total').getQueryAndParameters(),
  );
  return Number(counted?.total ?? 0);
}
