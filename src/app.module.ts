import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { AccountsModule } from './accounts/accounts.module.js';
import { AssetsModule } from './assets/assets.module.js';
import { BoardsModule } from './boards/boards.module.js';
import { ApiKeyGuard } from './common/auth/api-key.guard.js';
import { CommonModule } from './common/common.module.js';
import { EnvelopeInterceptor } from './common/http/envelope.interceptor.js';
import { AllExceptionsFilter } from './common/http/exception.filter.js';
import { JsonBodyGuard } from './common/http/json-body.guard.js';
import { PathIdPipe } from './common/http/path-id.pipe.js';
import { RateLimitGuard } from './common/rate-limit/rate-limit.guard.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';
import { type AppConfig, loadConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { CustomFieldsModule } from './custom-fields/custom-fields.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DealsModule } from './deals/deals.module.js';
import { EventsModule } from './events/events.module.js';
import { LiveModule } from './live/live.module.js';
import { FilesModule } from './files/files.module.js';
import { MailModule } from './mail/mail.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { OrganizationsModule } from './organizations/organizations.module.js';
import { PublishedWorkspacesModule } from './published-workspaces/published-workspaces.module.js';
import { StatusModule } from './status/status.module.js';
import { TagsModule } from './tags/tags.module.js';
import { TaskRemindersModule } from './task-reminders/task-reminders.module.js';
import { ChatChannelModule } from './chat-channel/chat-channel.module.js';
import { TemplatesModule } from './templates/templates.module.js';
import { UsersModule } from './users/users.module.js';
import { WorkspacePlanTasksModule } from './workspace-plan-tasks/workspace-plan-tasks.module.js';
import { WorkspacePlansModule } from './workspace-plans/workspace-plans.module.js';
import { WorkspacePagesModule } from './workspace-pages/workspace-pages.module.js';
import { WorkspaceSectionsModule } from './workspace-sections/workspace-sections.module.js';
import { WorkspaceActivitiesModule } from './workspace-activities/workspace-activities.module.js';
import { WorkspaceDomainsModule } from './workspace-domains/workspace-domains.module.js';
import { WorkspaceMessagesModule } from './workspace-messages/workspace-messages.module.js';
import { WorkspaceCommentsModule } from './workspace-comments/workspace-comments.module.js';
import { WorkspaceUsersModule } from './workspace-users/workspace-users.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { InboundMailModule } from './inbound-mail/inbound-mail.module.js';
import { IdentityProvidersModule } from './identity-providers/identity-providers.module.js';
import { WorkspacesModule } from './workspaces/workspaces.module.js';
import { WorkspaceFormsModule } from './workspace-forms/workspace-forms.module.js';

const RESOURCE_MODULES = [
  StatusModule,
  BoardsModule,
  TemplatesModule,
  WorkspacePlansModule,
  WorkspacePlanTasksModule,
  WorkspacePagesModule,
  WorkspaceSectionsModule,
  WorkspacesModule,
  CustomFieldsModule,
  AccountsModule,
  DealsModule,
  UsersModule,
  MailModule,
  WorkspaceUsersModule,
  WorkspaceDomainsModule,
  WorkspaceMessagesModule,
  WorkspaceCommentsModule,
  WorkspaceFormsModule,
  WorkspaceActivitiesModule,
  TagsModule,
  FilesModule,
  AssetsModule,
  // Before EventsModule: `/v1/events/stream` would otherwise be taken for `/v1/events/{id}`.
  LiveModule,
  EventsModule,
  WebhooksModule,
  InboundMailModule,
  IdentityProvidersModule,
  PublishedWorkspacesModule,
  TaskRemindersModule,
  ChatChannelModule,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig = loadConfig()): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        CommonModule,
        MetricsModule.forRoot(config),
        OrganizationsModule,
        ...RESOURCE_MODULES,
      ],
      providers: [
        // In this order: authenticate, spend the organization's request budget, and only then read the body.
        { provide: APP_GUARD, useExisting: ApiKeyGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: JsonBodyGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        // Idempotency-Key is handled on POST routes only (IdempotentPost), inside this envelope.
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_PIPE, useClass: PathIdPipe },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
