import { Module } from '@nestjs/common';
import { ChatChannelSettingsController } from './chat-channel-settings.controller.js';
import { ChatChannelSettingsService } from './chat-channel-settings.service.js';

/** The organization's chat channel: its setting; the messages are queued by notifications and sent by webhooks. */
@Module({ controllers: [ChatChannelSettingsController], providers: [ChatChannelSettingsService] })
export class ChatChannelModule {}
