import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity.js';
import { OrganizationEntity } from '../organizations/organization.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { WorkspaceUserEntity } from '../workspace-users/workspace-user.entity.js';
import { VisitorSessionEntity } from './visitor-session.entity.js';
import type { ShareSetting } from '../workspace-core/workspace-sharing.js';
import type { WorkspaceRole } from '../workspace-core/workspace-roles.js';

/** What every visitor request needs of the workspace it opens, read in one statement. */
export interface VisitedWorkspace {
  id: string;
  organizationId: string;
  name: string;
  published: boolean;
  publishedAt: string | null;
  shareSetting: ShareSetting;
  magicLinkVerificationEnabled: boolean;
  googleVerificationEnabled: boolean;
  /** The thread with the team is shown, and takes the contacts' messages. */
  messagesEnabled: boolean;
  /** Enabled identity providers of the organization (buttons shown when googleVerificationEnabled is on). */
  identityProviders: number;
  welcomePageCta: string | null;
  welcomePageText: string | null;
  orgSlug: string;
  orgName: string;
  account: { id: string; name: string; logo: string | null } | null;
}

interface WorkspaceRow {
  id: string;
  organizationId: string;
  name: string;
  published: boolean | number;
  publishedAt: string | null;
  shareSetting: ShareSetting;
  magicLinks: boolean | number;
  google: boolean | number;
  messages: boolean | number;
  identityProviders: number | string;
  welcomePageCta: string | null;
  welcomePageText: string | null;
  orgSlug: string;
  orgName: string;
  accountId: string | null;
  accountName: string | null;
  accountLogo: string | null;
}

/** SQLite answers booleans as 1/0. */
const truthy = (value: boolean | number): boolean => value === true || value === 1;

/**
 * The workspace a visitor opens, its organization and account, and in the same statement whether any sign-in button
 * exists (the sign-in link of every page's header needs to know). Final SQL of this file's statements in
 * visited-workspace.repository.sql/.
 */
export function visitedWorkspaceQuery(m: EntityManager, id: string): SelectQueryBuilder<ObjectLiteral> {
  return m
    .createQueryBuilder()
    .select('w.id', 'id')
    .addSelect('w.organization_id', 'organizationId')
    .addSelect('w.name', 'name')
    .addSelect('w.published', 'published')
    .addSelect('w.published_at', 'publishedAt')
    .addSelect('w.share_setting', 'shareSetting')
    .addSelect('w.magic_link_verification_enabled', 'magicLinks')
    .addSelect('w.google_verification_enabled', 'google')
    .addSelect('w.messages_enabled', 'messages')
    .addSelect(
      '(SELECT COUNT(*) FROM identity_provider ip WHERE ip.organization_id = w.organization_id AND ip.enabled = TRUE)',
      'identityProviders',
    )
    .addSelect('w.welcome_page_cta', 'welcomePageCta')
    .addSelect('w.welcome_page_text', 'welcomePageText')
    .addSelect('o.slug', 'orgSlug')
    .addSelect('o.name', 'orgName')
    .addSelect('a.id', 'accountId')
    .addSelect('a.name', 'accountName')
    .addSelect('a.logo', 'accountLogo')
    .from(WorkspaceEntity, 'w')
    .innerJoin(OrganizationEntity, 'o', 'o.id = w.organization_id')
    .leftJoin(AccountEntity, 'a', 'a.id = w.account_id')
    .where('w.id = :id', { id });
}

export async function findVisitedWorkspace(m: EntityManager, id: string): Promise<VisitedWorkspace | null> {
  const row = await visitedWorkspaceQuery(m, id).getRawOne<WorkspaceRow>();
  if (!row) return null;
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    published: truthy(row.published),
    publishedAt: row.publishedAt,
    shareSetting: row.shareSetting,
    magicLinkVerificationEnabled: truthy(row.magicLinks),
    googleVerificationEnabled: truthy(row.google),
    messagesEnabled: truthy(row.messages),
    identityProviders: Number(row.identityProviders),
    welcomePageCta: row.welcomePageCta,
    welcomePageText: row.welcomePageText,
    orgSlug: row.orgSlug,
    orgName: row.orgName,
    account: row.accountId ? { id: row.accountId, name: row.accountName ?? '', logo: row.accountLogo } : null,
  };
}

/** A signed-in contact: the session's person, still a member of the workspace, with the role they have now. */
export interface Contact {
  sessionHash: string;
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: WorkspaceRole;
}

/** The session's person, still a member of the workspace, with their role: the session live and of this publication. */
export function contactQuery(
  m: EntityManager,
  {
    sessionHash,
    workspaceId,
    publishedAt,
    now,
  }: { sessionHash: string; workspaceId: string; publishedAt: string; now: string },
): SelectQueryBuilder<ObjectLiteral> {
  return m
    .createQueryBuilder()
    .select('s.user_id', 'userId')
    .addSelect('u.email', 'email')
    .addSelect('u.first_name', 'firstName')
    .addSelect('u.last_name', 'lastName')
    .addSelect('wu.role', 'role')
    .from(VisitorSessionEntity, 's')
    .innerJoin(WorkspaceUserEntity, 'wu', 'wu.workspace_id = s.workspace_id AND wu.user_id = s.user_id')
    .innerJoin(UserEntity, 'u', 'u.id = s.user_id')
    .where('s.id = :sessionHash AND s.workspace_id = :workspaceId', { sessionHash, workspaceId })
    .andWhere('s.expires_at > :now AND s.published_at = :publishedAt', { now, publishedAt });
}

/**
 * The contact a session token names, in one statement: null when the session expired, the person is no longer a
 * member, or the workspace was unpublished (or published again) since they signed in.
 */
export async function findContact(
  m: EntityManager,
  { sessionHash, workspace, now }: { sessionHash: string; workspace: VisitedWorkspace; now: string },
): Promise<Contact | null> {
  if (!workspace.publishedAt) return null;
  const row = await contactQuery(m, {
    sessionHash,
    workspaceId: workspace.id,
    publishedAt: workspace.publishedAt,
    now,
  }).getRawOne<Omit<Contact, 'sessionHash'>>();
  return row ? { ...row, sessionHash } : null;
}
