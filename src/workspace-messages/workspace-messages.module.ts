import { Module } from '@nestjs/common';
import { WorkspaceMessagesController } from './workspace-messages.controller.js';
import { WorkspaceMessagesService } from './workspace-messages.service.js';

@Module({ controllers: [WorkspaceMessagesController], providers: [WorkspaceMessagesService] })
export class WorkspaceMessagesModule {}
