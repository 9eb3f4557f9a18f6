import { Body, Controller, Get, Patch, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { IdempotentPost } from '../common/idempotency/idempotency.interceptor.js';
import { Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { ApiRequest, OrgContext } from '../common/http/request.js';
import { ChatChannelSettingsDoc } from './chat-channel-settings.resource.js';
import { ChatChannelSettingsService } from './chat-channel-settings.service.js';
import {
  ChatChannelSettingsPropertiesQuery,
  UpdateChatChannelSettingsDto,
} from './dto/update-chat-channel-settings.dto.js';

const returns = { key: 'chatChannelSettings', type: ChatChannelSettingsDoc };

/** One channel per organization, so no id in the path: the key says whose it is. */
@ApiTags('Chat channel')
@ApiBearerAuth()
@Controller('v1/chat-channel-settings')
export class ChatChannelSettingsController {
  constructor(private readonly settings: ChatChannelSettingsService) {}

  @Get()
  @Endpoint({
    operationId: 'getChatChannelSettings',
    summary: "Retrieve your organization's chat channel",
    description: 'Where what the team is told of workspaces with `chatChannelEnabled` is posted, and how posting goes.',
    returns,
  })
  async getChatChannelSettings(
    @CurrentOrg() org: OrgContext,
    @Req() req: ApiRequest,
    @ParsedQuery() q: ChatChannelSettingsPropertiesQuery,
  ) {
    // The address is a credential: a read-only key may see that a channel is set, not post to it.
    const reveal = req.apiKey?.scope === 'write';
    return { chatChannelSettings: await this.settings.get(org, { properties: q.properties, reveal }) };
  }

  @Patch()
  @Endpoint({
    operationId: 'updateChatChannelSettings',
    summary: "Change your organization's chat channel",
    description:
      "Fields not sent keep their values; an address sets the channel, null removes it. Then a contact's first visit, a completed task, a contact's " +
      'message and a comment in a workspace with `chatChannelEnabled` are each posted as one message ' +
      '(`{"text": …}`), with retries, like webhook deliveries.',
    returns,
    errors: [413, 415],
  })
  async updateChatChannelSettings(
    @CurrentOrg() org: OrgContext,
    @Body() dto: UpdateChatChannelSettingsDto,
    @ParsedQuery() q: ChatChannelSettingsPropertiesQuery,
  ) {
    return { chatChannelSettings: await this.settings.update(org, dto, q.properties) };
  }

  @IdempotentPost('test')
  @Endpoint({
    operationId: 'sendChatChannelTest',
    summary: 'Post a test message to the chat channel',
    description: 'Queued at once and posted like every message; `lastAttempt` then says how it went.',
    returns,
  })
  async sendChatChannelTest(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ChatChannelSettingsPropertiesQuery) {
    return { chatChannelSettings: await this.settings.sendTest(org, q.properties) };
  }
}
