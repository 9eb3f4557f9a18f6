import type { EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity.js';
import { CustomFieldValueEntity } from '../custom-fields/custom-field-value.entity.js';
import { DealEntity } from '../deals/deal.entity.js';
import { TemplateEntity } from '../templates/template.entity.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';

/**
 * The statements of creating, changing and deleting a workspace (workspace-writes.service.ts): its row, the rows a
 * body names (template, account, deal), the account and deal a create makes, and its custom field values.
 */

/** Whether the organization has the row with this id (a body's `templateId`, `accountId`, `dealId`). */
export function existsInOrg<E extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<E>,
  { orgId, id }: { orgId: string; id: string },
): Promise<boolean> {
  return m.exists(entity, { where: { id, organizationId: orgId } as never });
}

/** The organization's oldest row whose `column` holds `value` (a CRM id), or null. */
export function oldestWith<E extends ObjectLiteral>(
  m: EntityManager,
  entity: EntityTarget<E>,
  { orgId, column, value }: { orgId: string; column: string; value: string },
): Promise<E | null> {
  const where = { organizationId: orgId, [column]: value } as never;
  return m.findOne(entity, { where, order: { createdAt: 'ASC', id: 'ASC' } as never });
}

/** The template settings a new workspace starts with (the template is known to exist). */
export function templateSettings(
  m: EntityManager,
  templateId: string,
): Promise<Pick<TemplateEntity, 'id' | 'messagesEnabled' | 'chatChannelEnabled'>> {
  return m.findOneOrFail(TemplateEntity, {
    select: { id: true, messagesEnabled: true, chatChannelEnabled: true },
    where: { id: templateId },
  });
}

/** The account a workspace create had to make. */
export async function insertAccount(m: EntityManager, account: AccountEntity): Promise<void> {
  await m.insert(AccountEntity, account);
}

/** The deal a workspace create had to make. */
export async function insertDeal(m: EntityManager, deal: DealEntity): Promise<void> {
  await m.insert(DealEntity, deal);
}

export async function insertWorkspace(m: EntityManager, workspace: WorkspaceEntity): Promise<void> {
  await m.insert(WorkspaceEntity, workspace);
}

export async function updateWorkspace(
  m: EntityManager,
  id: string,
  changes: QueryDeepPartialEntity<WorkspaceEntity>,
): Promise<void> {
  await m.update(WorkspaceEntity, { id }, changes);
}

/**
 * Removes the workspace's custom field values, then the workspace (its parts go by cascade); answers how many
 * workspace rows went (0 when a concurrent delete won).
 */
export async function deleteWorkspace(m: EntityManager, id: string): Promise<number | null | undefined> {
  await m.delete(CustomFieldValueEntity, { objectType: 'workspace', objectId: id });
  const { affected } = await m.delete(WorkspaceEntity, { id });
  return affected;
}
