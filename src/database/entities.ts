import { AccountEntity } from '../accounts/account.entity.js';
import { AssetTagEntity } from '../tag-links/asset-tag.entity.js';
import { IdempotencyKeyEntity } from '../common/idempotency/idempotency-key.entity.js';
import { AssetEntity } from '../tag-links/asset.entity.js';
import { BoardTagEntity } from '../tag-links/board-tag.entity.js';
import { BoardEntity } from '../tag-links/board.entity.js';
import { CustomFieldOptionEntity } from '../custom-fields/custom-field-option.entity.js';
import { CustomFieldValueEntity } from '../custom-fields/custom-field-value.entity.js';
import { CustomFieldEntity } from '../custom-fields/custom-field.entity.js';
import { DealEntity } from '../deals/deal.entity.js';
import { OutboxEmailEntity } from '../mail/outbox-email.entity.js';
import { TagEntity } from '../tag-links/tag.entity.js';
import { ApiKeyEntity } from '../organizations/api-key.entity.js';
import { OrganizationCountEntity } from '../organizations/organization-count.entity.js';
import { OrganizationEntity } from '../organizations/organization.entity.js';
import { TemplatePlanTaskEntity } from '../templates/template-plan-task.entity.js';
import { TemplateEntity } from '../templates/template.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { WorkspaceDomainEntity } from '../workspace-domains/workspace-domain.entity.js';
import { WorkspacePlanTaskEntity } from '../workspace-plan-tasks/workspace-plan-task.entity.js';
import { WorkspaceUserEntity } from '../workspace-users/workspace-user.entity.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { EventEntity } from '../events/event.entity.js';
import { IdentityProviderEntity } from '../identity-providers/identity-provider.entity.js';
import { WebhookDeliveryEntity } from '../webhooks/webhook-delivery.entity.js';
import { WebhookEndpointEntity } from '../webhooks/webhook-endpoint.entity.js';
import { FileEntity } from '../files/file.entity.js';
import { TemplatePlanEntity } from '../templates/template-plan.entity.js';
import { TemplatePageEntity } from '../templates/template-page.entity.js';
import { TemplateSectionEntity } from '../templates/template-section.entity.js';
import { WorkspacePlanEntity } from '../workspace-core/workspace-plan.entity.js';
import { WorkspacePageEntity } from '../workspace-core/workspace-page.entity.js';
import { WorkspaceSectionEntity } from '../workspace-sections/workspace-section.entity.js';
import { WorkspaceActivityEntity } from '../workspace-activities/workspace-activity.entity.js';
import { VisitorSignInEntity } from '../published-workspaces/visitor-sign-in.entity.js';
import { VisitorSessionEntity } from '../published-workspaces/visitor-session.entity.js';
import { WorkspaceViewerEntity, WorkspaceViewerMarkEntity } from '../workspace-viewers/workspace-viewer.entity.js';
import { WorkspaceMessageEntity } from '../workspace-messages/workspace-message.entity.js';
import { WorkspaceFormDraftEntity } from '../workspace-forms/workspace-form-draft.entity.js';
import { WorkspaceFormResponseEntity } from '../workspace-forms/workspace-form-response.entity.js';
import { WorkspaceCommentEntity } from '../workspace-comments/workspace-comment.entity.js';
import { TaskAssigneeEntity } from '../task-assignees/task-assignee.entity.js';
import { TaskFileEntity } from '../workspace-plan-tasks/task-file.entity.js';
import { TaskReminderSettingsEntity } from '../task-reminders/task-reminder-settings.entity.js';
import { TaskReminderEntity } from '../task-reminders/task-reminder.entity.js';
import { TaskReminderDigestEntity } from '../task-reminders/task-reminder-digest.entity.js';
import { ServerSecretEntity } from '../common/secrets/server-secret.entity.js';
import { InboundReplyEntity } from '../inbound-mail/inbound-reply.entity.js';
import {
  NotificationItemEntity,
  NotificationMuteEntity,
  NotificationSettingEntity,
} from '../notifications/notification.entities.js';

/** Listed explicitly: ES modules cannot be loaded by glob at run time in a way that works for both tsc and jest. */
export const ENTITIES = [
  OrganizationEntity,
  ApiKeyEntity,
  UserEntity,
  AccountEntity,
  DealEntity,
  CustomFieldEntity,
  CustomFieldOptionEntity,
  CustomFieldValueEntity,
  TemplateEntity,
  TemplatePlanEntity,
  TemplatePlanTaskEntity,
  TemplatePageEntity,
  TemplateSectionEntity,
  WorkspaceEntity,
  WorkspacePlanEntity,
  WorkspacePlanTaskEntity,
  TaskAssigneeEntity,
  TaskFileEntity,
  TaskReminderSettingsEntity,
  TaskReminderEntity,
  TaskReminderDigestEntity,
  WorkspacePageEntity,
  WorkspaceSectionEntity,
  FileEntity,
  WorkspaceUserEntity,
  WorkspaceDomainEntity,
  WorkspaceMessageEntity,
  WorkspaceFormResponseEntity,
  WorkspaceFormDraftEntity,
  WorkspaceCommentEntity,
  BoardEntity,
  BoardTagEntity,
  TagEntity,
  AssetEntity,
  AssetTagEntity,
  OutboxEmailEntity,
  EventEntity,
  WebhookEndpointEntity,
  WebhookDeliveryEntity,
  IdentityProviderEntity,
  IdempotencyKeyEntity,
  OrganizationCountEntity,
  ServerSecretEntity,
  WorkspaceActivityEntity,
  VisitorSignInEntity,
  VisitorSessionEntity,
  WorkspaceViewerEntity,
  WorkspaceViewerMarkEntity,
  NotificationItemEntity,
  NotificationSettingEntity,
  NotificationMuteEntity,
  InboundReplyEntity,
];
