import { Module } from '@nestjs/common';
import { WorkspaceMessagesModule } from '../workspace-messages/workspace-messages.module.js';
import { InboundReplies } from './inbound-replies.service.js';
import { InboundSmtp } from './inbound-smtp.server.js';

/** Replies by e-mail: the inbound SMTP listener and the posting of what it takes (docs/notifications.md). */
@Module({
  imports: [WorkspaceMessagesModule],
  providers: [InboundReplies, InboundSmtp],
  exports: [InboundSmtp],
})
export class InboundMailModule {}
