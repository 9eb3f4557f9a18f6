import { Module } from '@nestjs/common';
import { WorkspaceActivitiesController } from './workspace-activities.controller.js';
import { WorkspaceActivitiesService } from './workspace-activities.service.js';

@Module({ controllers: [WorkspaceActivitiesController], providers: [WorkspaceActivitiesService] })
export class WorkspaceActivitiesModule {}
