import type { EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import { newId } from '../../../src/common/ids.js';
import type { TestApp } from '../app.js';
import { stamps } from './clock.js';

/** Whose plan it is: `{ templateId }` or `{ workspaceId }`, with its organization. */
interface PlanOwner {
  organizationId: string;
  owner: Record<string, string>;
}

/**
 * A plan row, a template's or a workspace's (they share their columns), inserted directly; by default titled "Plan"
 * and after the owner's other plans.
 */
export async function insertPlanRow<E extends ObjectLiteral>(
  t: TestApp,
  entity: EntityTarget<E>,
  { organizationId, owner, overrides }: PlanOwner & { overrides: Partial<E> },
): Promise<E> {
  const m = t.dataSource.manager;
  const count = await m.count(entity, { where: owner as FindOptionsWhere<E> });
  const plan = m.create(entity, {
    id: newId(),
    organizationId,
    ...owner,
    title: 'Plan',
    isCollapsed: false,
    viewType: 'list',
    index: count,
    ...overrides,
    ...stamps(overrides),
  } as never) as E;
  await m.insert(entity, plan as never);
  return plan;
}

/** The owner's first plan, made when it has none (tasks inserted without a plan go there). */
export async function firstPlanRow<E extends ObjectLiteral>(
  t: TestApp,
  entity: EntityTarget<E>,
  { organizationId, owner }: PlanOwner,
): Promise<E> {
  const first = await t.dataSource.manager.findOne(entity, {
    where: owner as FindOptionsWhere<E>,
    order: { index: 'ASC' } as never,
  });
  return first ?? insertPlanRow(t, entity, { organizationId, owner, overrides: {} });
}
