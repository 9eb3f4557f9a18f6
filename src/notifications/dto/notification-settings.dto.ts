import { ApiProperty } from '@nestjs/swagger';
import { PropertiesField } from '../../common/properties/properties.field.js';
import type { Shape } from '../../common/properties/selection.js';
import { EnumField } from '../../common/validation/fields.js';
import { NOTIFICATION_KINDS, NOTIFICATION_MODES, type NotificationMode } from '../notification-kinds.js';

export const NOTIFICATION_SETTINGS_SHAPE: Shape = {
  name: 'notificationSettings',
  always: ['object', 'userId'],
  fields: [...NOTIFICATION_KINDS, 'mutedWorkspaceIds'],
};

export class NotificationSettingsQuery {
  @PropertiesField(NOTIFICATION_SETTINGS_SHAPE)
  properties?: string[];
}

const mode = (what: string) =>
  EnumField(NOTIFICATION_MODES, {
    optional: true,
    example: 'instant',
    description: `${what}: \`instant\` (in the next batch, NOTIFY_BATCH_MINUTES), \`daily\` (one e-mail a day) or \`off\`.`,
  });

/** The settings to change; kinds left out keep theirs. */
export class UpdateNotificationSettingsDto {
  @mode("A contact's first visit to a workspace (the team is told)")
  visits?: NotificationMode;
  @mode('A task a contact completed (the team is told)')
  tasks?: NotificationMode;
  @mode("Messages: a contact's (the team is told) or the team's (the contacts are told)")
  messages?: NotificationMode;
  @mode('Comments on tasks, sections and files')
  comments?: NotificationMode;
  @mode('A task assigned to the person (contacts are told)')
  assignments?: NotificationMode;
}

export class NotificationSettingsDoc {
  @ApiProperty({ example: 'notificationSettings', enum: ['notificationSettings'] }) object: 'notificationSettings';
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) userId: string;
  @ApiProperty({ enum: NOTIFICATION_MODES, example: 'instant' }) visits: NotificationMode;
  @ApiProperty({ enum: NOTIFICATION_MODES, example: 'instant' }) tasks: NotificationMode;
  @ApiProperty({ enum: NOTIFICATION_MODES, example: 'instant' }) messages: NotificationMode;
  @ApiProperty({ enum: NOTIFICATION_MODES, example: 'daily' }) comments: NotificationMode;
  @ApiProperty({ enum: NOTIFICATION_MODES, example: 'off' }) assignments: NotificationMode;
  @ApiProperty({
    type: [String],
    example: ['k9L8m7N6o5P4'],
    description: 'Workspaces the person unsubscribed from (the link of each e-mail): nothing about them is sent.',
  })
  mutedWorkspaceIds: string[];
}
