import { readModel } from '../common/read-model/read-model.js';
import { WORKSPACE_ROLES } from '../workspace-core/workspace-roles.js';
import { WorkspaceDomainEntity } from './workspace-domain.entity.js';

/** A workspace's domain. Dock gives it neither `object` nor `url`, so only `id` is always returned. */
export const WORKSPACE_DOMAIN = readModel({
  entity: WorkspaceDomainEntity,
  docName: 'WorkspaceDomainDoc',
  fields: (f) => ({
    role: f.stored('role', { enum: WORKSPACE_ROLES, example: 'viewer' }),
    domain: f.stored('domain', { example: 'example.com' }),
    workspaceId: f.stored('workspaceId', { example: 'k9L8m7N6o5P4' }),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    updatedAt: f.stored('updatedAt', { example: '2026-01-02T03:04:05.678Z' }),
  }),
});

export const WORKSPACE_DOMAIN_SHAPE = WORKSPACE_DOMAIN.shape;
export const WorkspaceDomainDoc = WORKSPACE_DOMAIN.Doc;
export type WorkspaceDomainDoc = InstanceType<typeof WorkspaceDomainDoc>;

/** No field of a domain needs the addresses or a context. */
export const toWorkspaceDomainResource = (domain: Parameters<typeof WORKSPACE_DOMAIN.toWire>[0]): WorkspaceDomainDoc =>
  WORKSPACE_DOMAIN.toWire(domain, undefined, undefined);
