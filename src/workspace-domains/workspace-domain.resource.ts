import { ApiProperty } from '@nestjs/swagger';
import type { EntityManager } from 'typeorm';
import type { Shape } from '../common/properties/selection.js';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../workspace-users/workspace-user.entity.js';
import { WorkspaceDomainEntity } from './workspace-domain.entity.js';

/** Dock gives workspace domains neither `object` nor `url`, so only `id` is always returned. */
export const WORKSPACE_DOMAIN_SHAPE: Shape = {
  name: 'workspaceDomain',
  always: ['id'],
  fields: ['role', 'domain', 'workspaceId', 'createdAt', 'updatedAt'],
};

export class WorkspaceDomainDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ enum: WORKSPACE_ROLES, example: 'viewer' }) role: WorkspaceRole;
  @ApiProperty({ example: 'example.com' }) domain: string;
  @ApiProperty({ example: 'k9L8m7N6o5P4' }) workspaceId: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
}

export function toWorkspaceDomainResource(domain: WorkspaceDomainEntity): WorkspaceDomainDoc {
  return {
    id: domain.id,
    role: domain.role,
    domain: domain.domain,
    workspaceId: domain.workspaceId,
    createdAt: domain.createdAt,
    updatedAt: domain.updatedAt,
  };
}

/** Domains of many workspaces in one query, oldest first: lists stay at a constant cost. */
export async function loadWorkspaceDomains(
  manager: EntityManager,
  workspaceIds: readonly string[],
): Promise<Map<string, WorkspaceDomainEntity[]>> {
  const byWorkspace = new Map<string, WorkspaceDomainEntity[]>(workspaceIds.map((id) => [id, []]));
  if (workspaceIds.length === 0) return byWorkspace;
  const domains = await manager
    .createQueryBuilder(WorkspaceDomainEntity, 'wd')
    .where('wd.workspace_id IN (:...workspaceIds)', { workspaceIds: [...new Set(workspaceIds)] })
    .orderBy('wd.created_at', 'ASC')
    .addOrderBy('wd.id', 'ASC')
    .getMany();
  for (const domain of domains) byWorkspace.get(domain.workspaceId)?.push(domain);
  return byWorkspace;
}
