import { type EntityManager, LessThan } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity.js';
import { OrganizationEntity } from '../organizations/organization.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { WorkspaceMessageEntity } from '../workspace-messages/workspace-message.entity.js';
import { WorkspaceUserEntity } from '../workspace-users/workspace-user.entity.js';
import { InboundReplyEntity } from './inbound-reply.entity.js';

/** Whether the reply with this key was posted already (a mail server delivering one message twice). */
export function replyPosted(m: EntityManager, key: string): Promise<boolean> {
  return m.exists(InboundReplyEntity, { where: { key } });
}

export async function insertReply(m: EntityManager, reply: InboundReplyEntity): Promise<void> {
  await m.insert(InboundReplyEntity, reply);
}

/** Forgets the replies received before `cutoff`: a mail server does not deliver one message again that late. */
export async function deleteRepliesBefore(m: EntityManager, cutoff: string): Promise<void> {
  await m.delete(InboundReplyEntity, { receivedAt: LessThan(cutoff) });
}

/** The message a reply address names as its thread. */
export function threadById(m: EntityManager, id: string): Promise<WorkspaceMessageEntity | null> {
  return m.findOne(WorkspaceMessageEntity, { where: { id } });
}

export function userInOrg(
  m: EntityManager,
  { userId, organizationId }: { userId: string; organizationId: string },
): Promise<UserEntity | null> {
  return m.findOne(UserEntity, { where: { id: userId, organizationId } });
}

export function membershipOf(
  m: EntityManager,
  { workspaceId, userId }: { workspaceId: string; userId: string },
): Promise<WorkspaceUserEntity | null> {
  return m.findOne(WorkspaceUserEntity, { where: { workspaceId, userId } });
}

/** The organization's slug (for the workspace's address); the organization exists, its workspace does. */
export function orgSlugOf(m: EntityManager, organizationId: string): Promise<Pick<OrganizationEntity, 'slug'>> {
  return m.findOneOrFail(OrganizationEntity, { select: { slug: true }, where: { id: organizationId } });
}

export function accountOwnerOf(m: EntityManager, accountId: string): Promise<Pick<AccountEntity, 'ownerId'> | null> {
  return m.findOne(AccountEntity, { select: { ownerId: true }, where: { id: accountId } });
}

/** The account as the activity names it. */
export function accountNameOf(m: EntityManager, accountId: string): Promise<Pick<AccountEntity, 'id' | 'name'> | null> {
  return m.findOne(AccountEntity, { select: { id: true, name: true }, where: { id: accountId } });
}
