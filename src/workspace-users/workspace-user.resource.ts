import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';
import type { UserEntity } from '../users/user.entity.js';
import { USER_SHAPE, UserDoc, type UserFields, toUserResource } from '../users/user.resource.js';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../workspace-core/workspace-roles.js';
import type { WorkspaceUserEntity } from './workspace-user.entity.js';

/** Dock gives workspace users neither `object` nor `url`, so only `id` is always returned. */
export const WORKSPACE_USER_SHAPE: Shape = {
  name: 'workspaceUser',
  always: ['id'],
  fields: ['role', 'workspaceId', 'createdAt', 'updatedAt'],
  embeds: { user: USER_SHAPE },
};

export class WorkspaceUserDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ enum: WORKSPACE_ROLES, example: 'collaborator' }) role: WorkspaceRole;
  @ApiProperty({ example: 'k9L8m7N6o5P4' }) workspaceId: string;
  @ApiProperty({ type: UserDoc }) user: UserDoc;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
}

/** The member columns toWorkspaceUserResource() reads (its user's are USER_COLUMNS). */
export const WORKSPACE_USER_COLUMNS = ['id', 'role', 'workspaceId', 'createdAt', 'updatedAt'] as const;
export type WorkspaceUserFields = Pick<WorkspaceUserEntity, (typeof WORKSPACE_USER_COLUMNS)[number]>;

export function toWorkspaceUserResource(
  member: WorkspaceUserFields,
  user: UserFields,
  urls: PublicUrls,
): WorkspaceUserDoc {
  return {
    id: member.id,
    role: member.role,
    workspaceId: member.workspaceId,
    user: toUserResource(user, urls),
    createdAt: member.createdAt,
    updatedAt: member.updatedAt,
  };
}

export interface WorkspaceMember {
  member: WorkspaceUserEntity;
  user: UserEntity;
}
