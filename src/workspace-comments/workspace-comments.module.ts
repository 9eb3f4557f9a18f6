import { Module } from '@nestjs/common';
import { WorkspaceCommentsController } from './workspace-comments.controller.js';
import { WorkspaceCommentsService } from './workspace-comments.service.js';

@Module({
  controllers: [WorkspaceCommentsController],
  providers: [WorkspaceCommentsService],
  exports: [WorkspaceCommentsService],
})
export class WorkspaceCommentsModule {}
