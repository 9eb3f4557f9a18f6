import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { Endpoint } from '../common/http/openapi.js';
import type { OrgContext } from '../common/http/request.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { Selection } from '../common/properties/selection.js';
import {
  NOTIFICATION_SETTINGS_SHAPE,
  NotificationSettingsDoc,
  NotificationSettingsQuery,
  UpdateNotificationSettingsDto,
} from './dto/notification-settings.dto.js';

const selected = (properties: string[] | undefined, doc: NotificationSettingsDoc) =>
  Selection.parse(NOTIFICATION_SETTINGS_SHAPE, properties).project(doc);
import { NotificationSettingsService } from './notification-settings.service.js';

@ApiTags('Users')
@ApiBearerAuth()
@Controller('v1/users')
export class NotificationSettingsController {
  constructor(private readonly settings: NotificationSettingsService) {}

  @Get(':id/notifications')
  @Endpoint({
    operationId: 'getUserNotifications',
    summary: "Retrieve a person's notification settings",
    description:
      'Which e-mails the person gets, per kind (`instant`, `daily` or `off`; all `instant` until changed), and the ' +
      'workspaces they unsubscribed from. See docs/notifications.md.',
    returns: { key: 'notificationSettings', type: NotificationSettingsDoc },
    errors: [404],
  })
  async getUserNotifications(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @ParsedQuery() q: NotificationSettingsQuery,
  ) {
    return { notificationSettings: selected(q.properties, await this.settings.get(org, id)) };
  }

  @Patch(':id/notifications')
  @Endpoint({
    operationId: 'updateUserNotifications',
    summary: "Change a person's notification settings",
    description: 'Kinds left out keep their setting.',
    returns: { key: 'notificationSettings', type: NotificationSettingsDoc },
    errors: [404, 413, 415],
  })
  async updateUserNotifications(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @Body() dto: UpdateNotificationSettingsDto,
    @ParsedQuery() q: NotificationSettingsQuery,
  ) {
    return { notificationSettings: selected(q.properties, await this.settings.update(org, id, dto)) };
  }
}
