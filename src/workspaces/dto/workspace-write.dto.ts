import { CustomFieldUpdate, CustomFieldsField } from '../../custom-fields/custom-field-values.rules.js';
import { BoolField, DateField, IdField, NestedArrayField, TextField } from '../../common/validation/fields.js';
import { DomainInput, MemberInput } from './people-input.dto.js';
import { WorkspaceSharingInput } from './workspace-sharing.dto.js';

const MEMBERS = 'People to add; on a published workspace they are e-mailed an invitation unless notifyPeople is false.';
const NOTIFY =
  'Whether people added to a published workspace (or all not yet notified, when it gets published) are e-mailed ' +
  'an invitation. Default true.';

export class CreateWorkspaceDto extends WorkspaceSharingInput {
  @TextField({ min: 1, max: 255, example: 'Globex rollout' })
  name: string;

  @IdField({ description: 'The template whose plan tasks are copied into the workspace.' })
  templateId: string;

  @IdField({ optional: true, description: 'An account of your organization.' })
  accountId?: string;

  @IdField({ optional: true, description: 'A deal of your organization.' })
  dealId?: string;

  @TextField({
    optional: true,
    min: 1,
    max: 255,
    example: '0016g00000ABCDe',
    description: 'Without accountId: the account with this CRM A id is linked, or created (named after the workspace).',
  })
  crmAAccountId?: string;

  @TextField({
    optional: true,
    min: 1,
    max: 255,
    example: '5123456789',
    description: 'Without accountId: the account with this CRM B id is linked, or created (named after the workspace).',
  })
  crmBCompanyId?: string;

  @TextField({
    optional: true,
    min: 1,
    max: 255,
    example: '0065g00000AbCdE',
    description: 'Without dealId: the deal with this CRM A id is linked, or created (named after the workspace).',
  })
  crmAOpportunityId?: string;

  @TextField({
    optional: true,
    min: 1,
    max: 255,
    example: '1234567890',
    description: 'Without dealId: the deal with this CRM B id is linked, or created (named after the workspace).',
  })
  crmBDealId?: string;

  @DateField({ optional: true, description: 'Plan task dates are computed from it and the template task offsets.' })
  startDate?: string;

  @DateField({ optional: true, example: '2026-06-30' })
  targetEndDate?: string;

  @NestedArrayField(MemberInput, { optional: true, max: 200, description: MEMBERS })
  workspaceUsers?: MemberInput[];

  @NestedArrayField(DomainInput, { optional: true, max: 100 })
  workspaceDomains?: DomainInput[];

  @BoolField({ optional: true, example: true, description: 'Publish at once. Default false.' })
  autoPublishWorkspace?: boolean;

  @BoolField({ optional: true, example: true, description: NOTIFY })
  notifyPeople?: boolean;

  @TextField({ multiLine: true, optional: true, max: 5000, example: 'Welcome! Everything for the launch is in here.' })
  message?: string;

  @CustomFieldsField()
  customFields?: CustomFieldUpdate[];
}

export class UpdateWorkspaceDto extends WorkspaceSharingInput {
  @TextField({ optional: true, min: 1, max: 255, example: 'Globex rollout 2026' })
  name?: string;

  @DateField({ nullable: true })
  startDate?: string | null;

  @DateField({ nullable: true, example: '2026-06-30' })
  targetEndDate?: string | null;

  @DateField({ nullable: true, example: '2026-07-02' })
  actualEndDate?: string | null;

  @IdField({ nullable: true, description: 'An account of your organization; null unlinks.' })
  accountId?: string | null;

  @IdField({ nullable: true, description: 'A deal of your organization; null unlinks.' })
  dealId?: string | null;

  @BoolField({
    optional: true,
    example: true,
    description: 'true publishes (workspaceUrl is set, members not yet notified are invited); false unpublishes.',
  })
  published?: boolean;

  @BoolField({ optional: true, example: true, description: NOTIFY })
  notifyPeople?: boolean;

  @TextField({ multiLine: true, optional: true, max: 5000, example: 'We are live!' })
  message?: string;

  @CustomFieldsField()
  customFields?: CustomFieldUpdate[];
}

export class WorkspaceAccessDto {
  @NestedArrayField(MemberInput, {
    optional: true,
    max: 200,
    description: 'The complete member list: others are removed, roles updated, new people added.',
  })
  workspaceUsers?: MemberInput[];

  @NestedArrayField(DomainInput, { optional: true, max: 100, description: 'The complete domain list.' })
  workspaceDomains?: DomainInput[];

  @BoolField({ optional: true, example: true, description: NOTIFY })
  notifyPeople?: boolean;

  @TextField({ multiLine: true, optional: true, max: 5000, example: 'You now have access.' })
  message?: string;
}
