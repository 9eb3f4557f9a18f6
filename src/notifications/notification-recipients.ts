import type { EntityManager } from 'typeorm';

/** Someone to tell: who, at which address. */
export interface Recipient {
  userId: string;
  email: string;
}

/**
 * The team of a workspace: its members whose role is `owner`, and the owner of its account. These are the people of
 * the organization who answer for it; every other member is a contact.
 */
export async function teamOf(m: EntityManager, workspaceId: string): Promise<Recipient[]> {
  return m
    .createQueryBuilder()
    .select('u.id', 'userId')
    .addSelect('u.email', 'email')
    .from('app_user', 'u')
    .where(
      `u.id IN (SELECT wu.user_id FROM workspace_user wu WHERE wu.workspace_id = :workspaceId AND wu.role = 'owner')
       OR u.id IN (SELECT a.owner_id FROM workspace w JOIN account a ON a.id = w.account_id WHERE w.id = :workspaceId)`,
      { workspaceId },
    )
    .getRawMany<Recipient>();
}

/** The contacts of a published workspace (members who are not owners), optionally one person among them. */
function contacts(m: EntityManager, { workspaceId, userId }: { workspaceId: string; userId?: string }) {
  const query = m
    .createQueryBuilder()
    .select('u.id', 'userId')
    .addSelect('u.email', 'email')
    .from('workspace_user', 'wu')
    .innerJoin('app_user', 'u', 'u.id = wu.user_id')
    .innerJoin('workspace', 'w', 'w.id = wu.workspace_id')
    .where("wu.workspace_id = :workspaceId AND wu.role <> 'owner' AND w.published = :published", {
      workspaceId,
      published: true,
    });
  return userId === undefined ? query : query.andWhere('wu.user_id = :userId', { userId });
}

/** The contacts of a published workspace: its members who are not owners (none while it is unpublished). */
export function contactsOf(m: EntityManager, workspaceId: string): Promise<Recipient[]> {
  return contacts(m, { workspaceId }).getRawMany<Recipient>();
}

/** One member of a published workspace who is a contact, or null (a team member, not a member, unpublished). */
export async function contactIn(
  m: EntityManager,
  { workspaceId, userId }: { workspaceId: string; userId: string },
): Promise<Recipient | null> {
  return (await contacts(m, { workspaceId, userId }).getRawOne<Recipient>()) ?? null;
}
