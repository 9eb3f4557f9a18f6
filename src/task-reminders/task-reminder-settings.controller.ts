import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import {
  TaskReminderSettingsPropertiesQuery,
  UpdateTaskReminderSettingsDto,
} from './dto/update-task-reminder-settings.dto.js';
import { TaskReminderSettingsDoc } from './task-reminder-settings.resource.js';
import { TaskReminderSettingsService } from './task-reminder-settings.service.js';

const returns = { key: 'taskReminderSettings', type: TaskReminderSettingsDoc };

/** One resource per organization, so no id in the path: the key says whose settings they are. */
@ApiTags('Task reminders')
@ApiBearerAuth()
@Controller('v1/task-reminder-settings')
export class TaskReminderSettingsController {
  constructor(private readonly settings: TaskReminderSettingsService) {}

  @Get()
  @Endpoint({
    operationId: 'getTaskReminderSettings',
    summary: "Retrieve your organization's task reminder settings",
    description: 'When the owners of open tasks with a due date are e-mailed; the defaults until changed.',
    returns,
  })
  async getTaskReminderSettings(@CurrentOrg() org: OrgContext, @ParsedQuery() q: TaskReminderSettingsPropertiesQuery) {
    return { taskReminderSettings: await this.settings.get(org, q.properties) };
  }

  @Patch()
  @Endpoint({
    operationId: 'updateTaskReminderSettings',
    summary: "Change your organization's task reminder settings",
    description: 'Fields not sent keep their values. Applies from the next reminder on; reminders sent stay sent.',
    returns,
    errors: [413, 415],
  })
  async updateTaskReminderSettings(
    @CurrentOrg() org: OrgContext,
    @Body() dto: UpdateTaskReminderSettingsDto,
    @ParsedQuery() q: TaskReminderSettingsPropertiesQuery,
  ) {
    return { taskReminderSettings: await this.settings.update(org, dto, q.properties) };
  }
}
