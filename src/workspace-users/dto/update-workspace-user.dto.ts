import { EnumField } from '../../common/validation/fields.js';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../workspace-core/workspace-roles.js';

export class UpdateWorkspaceUserDto {
  @EnumField(WORKSPACE_ROLES, { example: 'editor', description: 'The new role on the workspace.' })
  role: WorkspaceRole;
}
