import { Module } from '@nestjs/common';
import { WorkspaceActivityRetentionSweeper } from './activity-retention.js';
import { WorkspaceActivitiesController } from './workspace-activities.controller.js';
import { WorkspaceActivitiesService } from './workspace-activities.service.js';

@Module({
  controllers: [WorkspaceActivitiesController],
  providers: [WorkspaceActivitiesService, WorkspaceActivityRetentionSweeper],
})
export class WorkspaceActivitiesModule {}
