import { Module } from '@nestjs/common';
import { WorkspaceUsersController } from './workspace-users.controller.js';
import { WorkspaceUsersService } from './workspace-users.service.js';

@Module({
  controllers: [WorkspaceUsersController],
  providers: [WorkspaceUsersService],
  exports: [WorkspaceUsersService],
})
export class WorkspaceUsersModule {}
