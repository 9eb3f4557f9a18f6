import { Module } from '@nestjs/common';
import { WorkspacePlanTasksController } from './workspace-plan-tasks.controller.js';
import { WorkspacePlanTasksService } from './workspace-plan-tasks.service.js';

@Module({ controllers: [WorkspacePlanTasksController], providers: [WorkspacePlanTasksService] })
export class WorkspacePlanTasksModule {}
