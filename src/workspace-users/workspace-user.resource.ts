import type { EntityManager } from 'typeorm';
import type { PublicUrls } from '../common/http/public-urls.js';
import { readModel } from '../common/read-model/read-model.js';
import type { UserEntity } from '../users/user.entity.js';
import { USER, USER_SHAPE, UserDoc, type UserFields, toUserResource } from '../users/user.resource.js';
import { WORKSPACE_ROLES } from '../workspace-core/workspace-roles.js';
import { WorkspaceUserEntity } from './workspace-user.entity.js';

/** A workspace's member. Dock gives it neither `object` nor `url`, so only `id` is always returned. */
export const WORKSPACE_USER = readModel({
  entity: WorkspaceUserEntity,
  docName: 'WorkspaceUserDoc',
  fields: (f) => ({
    role: f.stored('role', { enum: WORKSPACE_ROLES, example: 'collaborator' }),
    workspaceId: f.stored('workspaceId', { example: 'k9L8m7N6o5P4' }),
    user: f.embed<UserDoc>(USER_SHAPE, { type: UserDoc }),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    updatedAt: f.stored('updatedAt', { example: '2026-01-02T03:04:05.678Z' }),
  }),
});

export const WORKSPACE_USER_SHAPE = WORKSPACE_USER.shape;
export const WorkspaceUserDoc = WORKSPACE_USER.Doc;
export type WorkspaceUserDoc = InstanceType<typeof WorkspaceUserDoc>;

export const toWorkspaceUserResource = (
  member: Parameters<typeof WORKSPACE_USER.toWire>[0],
  user: UserFields,
  urls: PublicUrls,
): WorkspaceUserDoc => WORKSPACE_USER.toWire(member, urls, undefined, { user: toUserResource(user, urls) });

/** The member row `alias` with its user `userAlias`, as the database writes its JSON. */
export const workspaceUserWireSql = (m: EntityManager, { alias, userAlias }: { alias: string; userAlias: string }) =>
  WORKSPACE_USER.wireSql(m, alias, { user: USER.wireSql(m, userAlias) });

export interface WorkspaceMember {
  member: WorkspaceUserEntity;
  user: UserEntity;
}
