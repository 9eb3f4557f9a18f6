import { Module } from '@nestjs/common';
import { ContactMessages } from './contact-messages.service.js';
import { WorkspaceMessagesController } from './workspace-messages.controller.js';
import { WorkspaceMessagesService } from './workspace-messages.service.js';

@Module({
  controllers: [WorkspaceMessagesController],
  providers: [WorkspaceMessagesService, ContactMessages],
  exports: [ContactMessages],
})
export class WorkspaceMessagesModule {}
