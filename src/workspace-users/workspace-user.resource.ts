import { ApiProperty } from '@nestjs/swagger';
import type { EntityManager } from 'typeorm';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';
import type { UserEntity } from '../users/user.entity.js';
import { USER_SHAPE, UserDoc, toUserResource } from '../users/user.resource.js';
import { WORKSPACE_ROLES, type WorkspaceRole, WorkspaceUserEntity } from './workspace-user.entity.js';

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

export function toWorkspaceUserResource(
  member: WorkspaceUserEntity,
  user: UserEntity,
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

/** Members of many workspaces with their users in one query, oldest first: lists stay at a constant cost. */
export async function loadWorkspaceUsers(
  manager: EntityManager,
  workspaceIds: readonly string[],
): Promise<Map<string, WorkspaceMember[]>> {
  const byWorkspace = new Map<string, WorkspaceMember[]>(workspaceIds.map((id) => [id, []]));
  if (workspaceIds.length === 0) return byWorkspace;
  const members = await manager
    .createQueryBuilder(WorkspaceUserEntity, 'wu')
    .innerJoinAndSelect('wu.user', 'u')
    .where('wu.workspace_id IN (:...workspaceIds)', { workspaceIds: [...new Set(workspaceIds)] })
    .orderBy('wu.created_at', 'ASC')
    .addOrderBy('wu.id', 'ASC')
    .getMany();
  for (const member of members) {
    const user = member.user as UserEntity;
    delete member.user;
    byWorkspace.get(member.workspaceId)?.push({ member, user });
  }
  return byWorkspace;
}
