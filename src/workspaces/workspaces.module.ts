import { Module } from '@nestjs/common';
import { WorkspaceWritesService } from './workspace-writes.service.js';
import { WorkspacesController } from './workspaces.controller.js';
import { WorkspacesService } from './workspaces.service.js';

@Module({ controllers: [WorkspacesController], providers: [WorkspacesService, WorkspaceWritesService] })
export class WorkspacesModule {}
