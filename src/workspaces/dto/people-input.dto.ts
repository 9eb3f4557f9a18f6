import { EmailField, EnumField, NestedField, TextField, UrlField } from '../../common/validation/fields.js';
import { DomainField } from '../../workspace-domains/dto/create-workspace-domain.dto.js';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../workspace-core/workspace-roles.js';

const PROFILE = 'Set when the user is created by this request; on an existing user only an empty field is filled.';

/** Dock's nested person: `workspaceUsers[].user`. */
export class MemberUserInput {
  @EmailField({
    example: 'john.doe@example.com',
    description: 'Found in your organization (case-insensitively) or created.',
  })
  email: string;

  @TextField({ optional: true, max: 100, example: 'John', description: PROFILE })
  firstName?: string;

  @TextField({ optional: true, max: 100, example: 'Doe', description: PROFILE })
  lastName?: string;

  @UrlField({ optional: true, example: 'https://example.com/john.png', description: PROFILE })
  avatar?: string;

  @TextField({
    optional: true,
    max: 100,
    example: 'John Doe',
    description:
      'Used only when firstName and lastName are both absent: its first word is the firstName, the other words the ' +
      'lastName (set or filled as they would be). Not stored as such.',
  })
  name?: string;
}

/** One person of `workspaceUsers`: flat `{email, role}` or Dock's `{role, user: {email, …}}`. */
export class MemberInput {
  @EmailField({
    optional: true,
    description: 'Found in your organization (case-insensitively) or created. Give this or user.email, not both.',
  })
  email?: string;

  @EnumField(WORKSPACE_ROLES, { example: 'collaborator' })
  role: WorkspaceRole;

  @NestedField(MemberUserInput, {
    optional: true,
    description: 'The person as Dock sends it, with profile fields; instead of email.',
  })
  user?: MemberUserInput;
}

export class DomainInput {
  @DomainField()
  domain: string;

  @EnumField(WORKSPACE_ROLES, { example: 'viewer' })
  role: WorkspaceRole;
}
