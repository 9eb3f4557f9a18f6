import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { invalidField } from '../common/http/app-error.js';
import type { OrgContext } from '../common/http/request.js';
import { newId } from '../common/ids.js';
import { Selection } from '../common/properties/selection.js';
import { nowIso } from '../common/time.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { emitEvent } from '../events/emit-event.js';
import { newWebhookSecret } from '../webhooks/signing.js';
import { endpointUrlProblem } from '../webhooks/endpoint-url.js';
import { CHAT_FORMAT, WebhookEndpointEntity, newEndpointRow } from '../webhooks/webhook-endpoint.entity.js';
import { queueDeliveries } from '../webhooks/webhook-delivery.repository.js';
import { deleteEndpoint, insertEndpoint, updateEndpoint } from '../webhooks/webhook-endpoint.repository.js';
import { pendingDelivery } from '../webhooks/webhook-subscriber.js';
import {
  CHAT_CHANNEL_SETTINGS_SHAPE,
  type ChatChannelSettingsDoc,
  toChatChannelSettingsResource,
} from './chat-channel-settings.resource.js';
import { chatChannelOf, lastTriedDelivery } from './chat-channel.repository.js';
import { chatBody } from './chat-text.js';
import type { UpdateChatChannelSettingsDto } from './dto/update-chat-channel-settings.dto.js';

type Answer = Partial<ChatChannelSettingsDoc>;

/**
 * The organization's chat channel: at most one webhook endpoint in the chat format (see CHAT_FORMAT), created by the
 * first address, removed by null. Changes are serialized per organization, so two first PATCHes make one channel.
 */
@Injectable()
export class ChatChannelSettingsService {
  constructor(
    private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get(org: OrgContext, { properties, reveal }: { properties?: string[]; reveal: boolean }): Promise<Answer> {
    return this.db.read(async (m) => this.present(m, await this.channel(m, org), properties, reveal));
  }

  update(org: OrgContext, dto: UpdateChatChannelSettingsDto, properties?: string[]): Promise<Answer> {
    if (typeof dto.incomingWebhookUrl === 'string') this.checkUrl(dto.incomingWebhookUrl);
    return this.db.write(async (m) => {
      await this.db.lock(m, `chat-channel:${org.id}`);
      const channel = await this.channel(m, org);
      if (dto.incomingWebhookUrl === null) {
        if (channel) await deleteEndpoint(m, channel.id);
        return this.present(m, null, properties);
      }
      const url = dto.incomingWebhookUrl ?? channel?.url;
      if (!url) throw invalidField('incomingWebhookUrl', 'is required while the organization has no chat channel');
      const now = nowIso();
      const current = channel ?? this.newChannel(org, url, now);
      const changes = channelChanges(current, { url, enabled: dto.enabled });
      if (!channel) await insertEndpoint(m, { ...current, ...changes });
      else if (Object.keys(changes).length > 0) {
        await updateEndpoint(m, channel.id, { ...changes, updatedAt: now });
      }
      return this.present(m, { ...current, ...changes }, properties);
    });
  }

  /** Posts a test message to the channel now (through the delivery worker, like every message). */
  sendTest(org: OrgContext, properties?: string[]): Promise<Answer> {
    return this.db.write(async (m) => {
      const channel = await this.channel(m, org);
      if (!channel) throw invalidField('incomingWebhookUrl', 'is not set: the organization has no chat channel');
      if (!channel.enabled) throw invalidField('enabled', 'the chat channel is turned off; turn it on first');
      // The event every delivery hangs off (and is purged with); addressed to this endpoint only, so no webhook gets it.
      const event = await emitEvent(m, {
        organizationId: org.id,
        type: 'webhook.test',
        object: { id: channel.id, object: 'chatChannelSettings', message: 'This is a test message.' },
        endpointId: channel.id,
      });
      const line = `This is a test message from ${org.name}: workspaces with chatChannelEnabled post here.`;
      await queueDeliveries(m, [
        pendingDelivery({ endpointId: channel.id, event, body: chatBody(line, this.config.appBaseUrl) }),
      ]);
      return this.present(m, channel, properties);
    });
  }

  private newChannel(org: OrgContext, url: string, now: string): WebhookEndpointEntity {
    // The secret is unused (an incoming webhook is not signed), but every endpoint has one.
    const fields = { organizationId: org.id, url, description: 'Chat channel', eventTypes: '[]', enabled: true };
    return newEndpointRow({ id: newId(), ...fields, format: CHAT_FORMAT, secret: newWebhookSecret(), now });
  }

  private channel(m: EntityManager, org: OrgContext): Promise<WebhookEndpointEntity | null> {
    return chatChannelOf(m, org.id);
  }

  private async present(
    m: EntityManager,
    channel: WebhookEndpointEntity | null,
    properties: string[] | undefined,
    reveal = true,
  ): Promise<Answer> {
    const lastTried = channel && (await lastTriedDelivery(m, channel.id));
    const resource = toChatChannelSettingsResource(channel, { lastTried: lastTried ?? null, reveal });
    return Selection.parse(CHAT_CHANNEL_SETTINGS_SHAPE, properties).project(resource);
  }

  private checkUrl(url: string): void {
    const problem = endpointUrlProblem(url, this.config.webhookAllowPrivateTargets);
    if (problem) throw invalidField('incomingWebhookUrl', problem);
  }
}

const ON = { enabled: true, disabledReason: null, consecutiveFailures: 0 };

/**
 * What a PATCH changes: a new address starts afresh (on, its failures forgotten: they were the old address's), as
 * turning it back on does; turning it off keeps the address and says why.
 */
function channelChanges(
  channel: WebhookEndpointEntity,
  wanted: { url: string; enabled: boolean | undefined },
): Partial<WebhookEndpointEntity> {
  const changes: Partial<WebhookEndpointEntity> = wanted.url !== channel.url ? { url: wanted.url, ...ON } : {};
  const enabled = changes.enabled ?? channel.enabled;
  if (wanted.enabled === true && !enabled) Object.assign(changes, ON);
  if (wanted.enabled === false && enabled) {
    Object.assign(changes, { enabled: false, disabledReason: 'Turned off through the API' });
  }
  return changes;
}
