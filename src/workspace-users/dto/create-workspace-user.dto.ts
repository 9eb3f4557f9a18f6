import { EmailField, EnumField, IdField, TextField } from '../../common/validation/fields.js';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../workspace-core/workspace-roles.js';

export class CreateWorkspaceUserDto {
  @EmailField({ description: 'Stored lower-case; the user is found by e-mail in your organization or created.' })
  email: string;

  @EnumField(WORKSPACE_ROLES, { example: 'collaborator' })
  role: WorkspaceRole;

  @IdField({ description: 'A workspace of your organization.' })
  workspaceId: string;

  @TextField({
    multiLine: true,
    optional: true,
    max: 5000,
    example: 'Welcome! Everything for the launch is in here.',
    description: 'Invitation message, e-mailed only when the workspace is published.',
  })
  message?: string;
}
