import { ApiProperty } from '@nestjs/swagger';
import type { Shape } from '../common/properties/selection.js';
import type { DeliveryAttempt, WebhookDeliveryEntity } from '../webhooks/webhook-delivery.entity.js';
import type { WebhookEndpointEntity } from '../webhooks/webhook-endpoint.entity.js';
import { ATTEMPT_ERROR_DOC as ERROR_DOC, attemptCategory } from '../webhooks/webhook-endpoint.resource.js';
import { ATTEMPT_ERRORS } from '../webhooks/webhook-transport.js';

export const CHAT_CHANNEL_SETTINGS_SHAPE: Shape = {
  name: 'chatChannelSettings',
  always: ['object'],
  fields: ['incomingWebhookUrl', 'enabled', 'disabledReason', 'consecutiveFailures', 'lastAttempt', 'updatedAt'],
};

export const INCOMING_WEBHOOK_DOC =
  "The chat's incoming-webhook address (Slack, Mattermost, Rocket.Chat, Google Chat, or any that takes " +
  '`{"text": …}` in a POST). https only, and never an internal address. It is a secret: keep it as you keep the key.';

/** The organization's chat channel on the wire; no channel until an address is set. */
export class ChatChannelSettingsDoc {
  @ApiProperty({ example: 'chatChannelSettings', enum: ['chatChannelSettings'] }) object: 'chatChannelSettings';
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://hooks.slack.com/services/T000/B000/XXXX',
    description:
      `${INCOMING_WEBHOOK_DOC} null: no channel. A read-only key sees it masked ` +
      '(`https://hooks.slack.com/…XXXX`).',
  })
  incomingWebhookUrl: string | null;
  @ApiProperty({
    example: true,
    description: 'Messages are posted. Turned off through the API, or after too many failed attempts in a row.',
  })
  enabled: boolean;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'Why it is off; null while on.' })
  disabledReason: string | null;
  @ApiProperty({ example: 0, description: 'Failed attempts since the last success.' })
  consecutiveFailures: number;
  // Inline rather than a $ref: OpenAPI 3.0 validators do not let `nullable` reach into a referenced schema.
  @ApiProperty({
    type: 'object',
    nullable: true,
    required: ['at', 'statusCode', 'error', 'durationMs'],
    properties: {
      at: { type: 'string', example: '2026-11-29T08:00:00.000Z' },
      statusCode: { type: 'integer', nullable: true, example: 200 },
      error: { type: 'string', nullable: true, enum: [...ATTEMPT_ERRORS], example: null, description: ERROR_DOC },
      durationMs: { type: 'integer', example: 41 },
    },
    description: 'The latest attempt to post the newest message tried; null before the first.',
  })
  lastAttempt: DeliveryAttempt | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-11-29T08:00:00.000Z',
    description: 'When the channel was last changed; null without one.',
  })
  updatedAt: string | null;
}

export function toChatChannelSettingsResource(
  channel: WebhookEndpointEntity | null,
  { lastTried, reveal }: { lastTried: Pick<WebhookDeliveryEntity, 'attemptLog'> | null; reveal: boolean },
): ChatChannelSettingsDoc {
  const last = lastTried && (JSON.parse(lastTried.attemptLog) as DeliveryAttempt[]).at(-1);
  return {
    object: 'chatChannelSettings',
    incomingWebhookUrl: channel ? (reveal ? channel.url : masked(channel.url)) : null,
    enabled: channel?.enabled ?? false,
    disabledReason: channel?.disabledReason ?? null,
    consecutiveFailures: channel?.consecutiveFailures ?? 0,
    lastAttempt: last ? { ...last, error: attemptCategory(last.error) } : null,
    updatedAt: channel?.updatedAt ?? null,
  };
}

/** What a read-only key sees of the address: where it goes and its last four characters, never enough to post. */
export function masked(url: string): string {
  return `${new URL(url).origin}/…${url.slice(-4)}`;
}
