import { EnumField } from '../../common/validation/fields.js';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../workspace-core/workspace-roles.js';

export class UpdateWorkspaceDomainDto {
  @EnumField(WORKSPACE_ROLES, { example: 'editor', description: 'The new role of everyone at the domain.' })
  role: WorkspaceRole;
}
