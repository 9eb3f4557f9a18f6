import { ApiProperty } from '@nestjs/swagger';
import type { Shape } from '../common/properties/selection.js';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../workspace-core/workspace-roles.js';
import type { WorkspaceDomainEntity } from './workspace-domain.entity.js';

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

/** The columns toWorkspaceDomainResource() reads. */
export const WORKSPACE_DOMAIN_COLUMNS = ['id', 'role', 'domain', 'workspaceId', 'createdAt', 'updatedAt'] as const;
export type WorkspaceDomainFields = Pick<WorkspaceDomainEntity, (typeof WORKSPACE_DOMAIN_COLUMNS)[number]>;

export function toWorkspaceDomainResource(domain: WorkspaceDomainFields): WorkspaceDomainDoc {
  return {
    id: domain.id,
    role: domain.role,
    domain: domain.domain,
    workspaceId: domain.workspaceId,
    createdAt: domain.createdAt,
    updatedAt: domain.updatedAt,
  };
}
