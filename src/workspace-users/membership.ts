import { storedEmail } from '../common/validation/fields.js';
import type { EntityManager } from 'typeorm';
import { type AppError, conflict } from '../common/http/app-error.js';
import type { OrgContext } from '../common/http/request.js';
import type { AppConfig } from '../config/config.js';
import { newId } from '../common/ids.js';
import { DAY_MS } from '../common/time.js';
import { enqueueLimitedEmail } from '../mail/email-quota.js';
import type { UserEntity } from '../users/user.entity.js';
import type { UserProfile } from '../users/user-profile.js';
import { workspaceUrl } from '../workspace-core/workspace-url.computed.js';
import type { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { invitationEmail } from './invitation-email.js';
import { findOrCreateUserByEmail, insertMembership, isMember } from './workspace-user.repository.js';
import type { WorkspaceRole } from '../workspace-core/workspace-roles.js';
import { WorkspaceUserEntity } from './workspace-user.entity.js';

/**
 * Membership writes shared by every route that adds people to a workspace (POST /workspace-users, workspace
 * create, POST /workspaces/{id}/access, publishing): one place decides who gets an invitation and when.
 */
export const alreadyMember = (email: string, workspaceId: string, field = 'email'): AppError =>
  conflict(`${email} is already a user of workspace ${workspaceId}`, [
    { field, message: 'is already a user of this workspace' },
  ]);

export interface InvitationLimits {
  /** INVITATIONS_PER_ORG_PER_HOUR: past it invitations wait in the outbox. */
  perOrgPerHour: number;
  /** INVITATIONS_PER_RECIPIENT_PER_DAY: past it, in 24 hours, an address gets no more invitations from the org. */
  perRecipientPerDay: number;
}

/** The configured invitation limits, as every route that adds people passes them on. */
export const invitationLimits = (
  config: Pick<AppConfig, 'invitationsPerOrgPerHour' | 'invitationsPerRecipientPerDay'>,
): InvitationLimits => ({
  perOrgPerHour: config.invitationsPerOrgPerHour,
  perRecipientPerDay: config.invitationsPerRecipientPerDay,
});

export interface NewMember {
  org: OrgContext;
  workspace: WorkspaceEntity;
  email: string;
  role: WorkspaceRole;
  now: string;
  /** Whether a published workspace e-mails the invitation now; false leaves `notifiedAt` null for a later publish. */
  notify: boolean;
  message?: string;
  appBaseUrl: string;
  invitationLimits: InvitationLimits;
  /** Field named in the 409 when the e-mail is already a member, e.g. `workspaceUsers[2].email`. */
  field?: string;
  /** Profile fields for a user created now, or for the empty fields of an existing one (see findOrCreateUserByEmail). */
  profile?: UserProfile;
}

/**
 * Finds or creates the user, adds the membership, and queues the invitation when the workspace is published.
 * `profileFilled`: an existing user's empty profile fields were filled from `profile` (its user.updated is due).
 */
export async function addMember(
  m: EntityManager,
  input: NewMember,
): Promise<{ member: WorkspaceUserEntity; user: UserEntity; profileFilled: boolean }> {
  const { org, workspace, now } = input;
  const email = storedEmail(input.email);
  const { user, profileFilled } = await findOrCreateUserByEmail(m, { orgId: org.id, email, profile: input.profile });
  if (await isMember(m, { workspaceId: workspace.id, userId: user.id })) {
    throw alreadyMember(email, workspace.id, input.field);
  }
  const invite = workspace.published && input.notify;
  const member = m.create(WorkspaceUserEntity, {
    id: newId(),
    organizationId: org.id,
    workspaceId: workspace.id,
    userId: user.id,
    role: input.role,
    notifiedAt: invite ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  await insertMembership(m, member);
  if (invite) {
    await queueInvitation(m, { ...input, email });
  }
  return { member, user, profileFilled };
}

/** However often a person is removed and added again, one invitation per workspace and address a day. */
export const INVITATION_DEDUPE_WINDOW_MS = DAY_MS;

/**
 * Queues the invitation e-mail in the caller's transaction: it is sent only if that transaction commits, within the
 * organization's hourly quota, and not at all when this address was invited to this workspace in the last 24 hours
 * (the outbox row remembers it after the membership is gone) or was sent INVITATIONS_PER_RECIPIENT_PER_DAY
 * invitations by the organization in the last 24 hours, whatever the workspaces (creating and deleting workspaces
 * would otherwise send one each). The membership counts as notified either way.
 */
export async function queueInvitation(
  m: EntityManager,
  input: Pick<NewMember, 'org' | 'workspace' | 'email' | 'role' | 'message' | 'appBaseUrl' | 'invitationLimits'>,
): Promise<void> {
  const { org, workspace } = input;
  const content = invitationEmail({
    organizationName: org.name,
    workspaceName: workspace.name,
    workspaceUrl: workspaceUrl(input.appBaseUrl, org.slug, workspace) as string,
    role: input.role,
    message: input.message,
  });
  await enqueueLimitedEmail(
    m,
    {
      organizationId: org.id,
      to: input.email,
      ...content,
      kind: 'invitation',
      dedupeKey: `invitation:${workspace.id}:${input.email}`,
    },
    {
      perOrgPerHour: input.invitationLimits.perOrgPerHour,
      dedupeWindowMs: INVITATION_DEDUPE_WINDOW_MS,
      perRecipientPerWindow: input.invitationLimits.perRecipientPerDay,
    },
  );
}
