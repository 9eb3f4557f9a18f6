import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { EnumField, IdField } from '../../common/validation/fields.js';
import { Rule } from '../../common/validation/rule.js';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../workspace-core/workspace-roles.js';
import { normalizeDomain } from '../domain-name.js';

export function DomainField(): PropertyDecorator {
  return applyDecorators(
    Rule(
      'domain',
      (v) => {
        if (typeof v !== 'string') return 'must be a string';
        const result = normalizeDomain(v);
        return result.ok ? null : result.reason;
      },
      'required',
    ),
    ApiProperty({
      type: String,
      example: 'example.com',
      maxLength: 253,
      description:
        'A host name: two or more labels of letters, digits and inner hyphens, with an alphabetic or punycode ' +
        'top-level label. Stored lower-case, internationalized names as punycode, a trailing dot dropped. ' +
        'IP addresses, wildcards and underscores are refused.',
    }),
  );
}

export class CreateWorkspaceDomainDto {
  @DomainField()
  domain: string;

  @EnumField(WORKSPACE_ROLES, { example: 'viewer' })
  role: WorkspaceRole;

  @IdField({ description: 'A workspace of your organization.' })
  workspaceId: string;
}
