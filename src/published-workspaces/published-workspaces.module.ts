import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { IdentityProvidersModule } from '../identity-providers/identity-providers.module.js';
import { LiveModule } from '../live/live.module.js';
import { WorkspacePlanTasksModule } from '../workspace-plan-tasks/workspace-plan-tasks.module.js';
import { WorkspaceCommentsModule } from '../workspace-comments/workspace-comments.module.js';
import { WorkspaceFormsModule } from '../workspace-forms/workspace-forms.module.js';
import { WorkspaceUsersModule } from '../workspace-users/workspace-users.module.js';
import { FormTokens } from './form-tokens.js';
import { SignInProviders } from './oidc-providers.js';
import { PublishedWorkspaceController } from './published-workspace.controller.js';
import { VisitorAccess } from './visitor-access.js';
import { VisitorActions } from './visitor-actions.service.js';
import { VisitorCommentsController } from './visitor-comments.controller.js';
import { VisitorComments } from './visitor-comments.service.js';
import { VisitorEngagement } from './visitor-engagement.service.js';
import { VisitorErrorsFilter } from './visitor-errors.filter.js';
import { VisitorFormsController } from './visitor-forms.controller.js';
import { VisitorForms } from './visitor-forms.service.js';
import { VisitorLimits } from './visitor-limits.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UnsubscribeController } from './unsubscribe.controller.js';
import { VisitorNotificationsController } from './visitor-notifications.controller.js';
import { VisitorMessagesController } from './visitor-messages.controller.js';
import { VisitorThread } from './visitor-thread.service.js';
import { WorkspaceMessagesModule } from '../workspace-messages/workspace-messages.module.js';
import { VisitorLiveController } from './visitor-live.controller.js';
import { VisitorOidcController } from './visitor-oidc.controller.js';
import { VisitorOidc } from './visitor-oidc.service.js';
import { VisitorPages } from './visitor-pages.service.js';
import { VisitorRequests } from './visitor-requests.js';
import { VisitorSessionSweeper, VisitorSignInSweeper } from './visitor-retention.js';
import { VisitorSignIn } from './visitor-sign-in.service.js';
import { VisitorViews } from './visitor-views.js';
import { VisitorUploadsController } from './visitor-uploads.controller.js';
import { VisitorUploads } from './visitor-uploads.service.js';

/** The published workspace served at `workspaceUrl` (APP_BASE_URL), for the customers it is shared with. */
@Module({
  imports: [
    FilesModule,
    IdentityProvidersModule,
    LiveModule,
    NotificationsModule,
    WorkspaceCommentsModule,
    WorkspaceFormsModule,
    WorkspaceMessagesModule,
    WorkspacePlanTasksModule,
    WorkspaceUsersModule,
  ],
  // The sign-in callback first: the published workspace's `:org/:slug/...` patterns would answer its address.
  // Its own routes (the live stream's included) before the published workspace's `:org/:slug/:kind/:targetId`
  // (tracked links) and its `*rest` 404 would take them.
  controllers: [
    VisitorOidcController,
    UnsubscribeController,
    VisitorLiveController,
    VisitorMessagesController,
    VisitorNotificationsController,
    VisitorCommentsController,
    VisitorUploadsController,
    VisitorFormsController,
    PublishedWorkspaceController,
  ],
  providers: [
    FormTokens,
    SignInProviders,
    VisitorAccess,
    VisitorActions,
    VisitorComments,
    VisitorEngagement,
    VisitorErrorsFilter,
    VisitorForms,
    VisitorLimits,
    VisitorOidc,
    VisitorPages,
    VisitorRequests,
    VisitorSessionSweeper,
    VisitorSignInSweeper,
    VisitorSignIn,
    VisitorThread,
    VisitorUploads,
    VisitorViews,
  ],
})
export class PublishedWorkspacesModule {}
