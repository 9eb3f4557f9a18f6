import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { WorkspacePlanTasksController } from './workspace-plan-tasks.controller.js';
import { WorkspacePlanTasksService } from './workspace-plan-tasks.service.js';
import { WorkspacePlanTaskWritesService } from './workspace-plan-task-writes.service.js';

@Module({
  imports: [FilesModule],
  controllers: [WorkspacePlanTasksController],
  providers: [WorkspacePlanTasksService, WorkspacePlanTaskWritesService],
  exports: [WorkspacePlanTasksService],
})
export class WorkspacePlanTasksModule {}
