import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';
import { readModelWithContext } from '../common/read-model/read-model.js';
import type { DeliveryAttempt, WebhookDeliveryEntity } from './webhook-delivery.entity.js';
import { ATTEMPT_ERRORS, type AttemptError } from './webhook-transport.js';
import { WEBHOOK_FORMATS, WebhookEndpointEntity, type EventEndpoint } from './webhook-endpoint.entity.js';

/** What `format` means, said once for the requests and the answers in /docs. */
export const FORMAT_DESCRIPTION =
  'How deliveries are shaped and signed. `standard` (the default): Standard Webhooks, the event as ' +
  '`GET /v1/events/{id}` returns it, headers `webhook-id`, `webhook-timestamp`, `webhook-signature`. `dock`: ' +
  "Dock's envelope (`subscriptionType`, `associatedObjects`, …) with Dock's event names, signed in " +
  '`X-Dock-Signature` (hex HMAC-SHA256 of `POST\\n<url>\\n<body>` keyed with the secret), so a receiver written ' +
  'for Dock verifies it unchanged.';

/** An endpoint as the API shows it; secretRotatedUntil reads the time now (the statement's `:now`). */
export const WEBHOOK_ENDPOINT = readModelWithContext<string>()({
  entity: WebhookEndpointEntity,
  object: 'webhookEndpoint',
  collection: 'webhook-endpoints',
  objectDoc: { example: 'webhookEndpoint' },
  docName: 'WebhookEndpointDoc',
  fields: (f) => ({
    endpointUrl: f.stored('url', {
      example: 'https://hooks.example.com/workspaces',
      description: 'Where events are POSTed.',
    }),
    description: f.stored('description', { type: String, nullable: true, example: 'CRM sync' }),
    eventTypes: f.computed(
      {
        reads: ['eventTypes'],
        js: ({ eventTypes }) => JSON.parse(eventTypes) as string[],
        // The stored text as it is: the service writes it with JSON.stringify (an array of strings).
        sql: ({ column }) => column('eventTypes'),
      },
      { type: [String], example: ['*'] },
    ),
    format: f.stored('format', { enum: WEBHOOK_FORMATS, example: 'standard', description: FORMAT_DESCRIPTION }),
    enabled: f.stored('enabled', { example: true }),
    disabledReason: f.stored('disabledReason', { type: String, nullable: true, example: null }),
    secretRotatedUntil: f.computed(
      {
        reads: ['format', 'previousSecretExpiresAt'],
        js: ({ format, previousSecretExpiresAt: until }, now) =>
          format === 'standard' && until !== null && until > now ? until : null,
        sql: ({ column, w }) =>
          w.value(
            `(CASE WHEN ${column('format')} = 'standard' AND ${column('previousSecretExpiresAt')} > ` +
              `CAST(:now AS TEXT) THEN ${column('previousSecretExpiresAt')} END)`,
          ),
      },
      {
        type: String,
        nullable: true,
        example: null,
        description:
          'While set, the previous secret also signs deliveries, until this time. Always null on a `dock` endpoint, ' +
          'whose deliveries carry one signature, by the current secret.',
      },
    ),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    updatedAt: f.stored('updatedAt', { example: '2026-01-02T03:04:05.678Z' }),
  }),
});

export const WEBHOOK_ENDPOINT_SHAPE = WEBHOOK_ENDPOINT.shape;
export const WebhookEndpointDoc = WEBHOOK_ENDPOINT.Doc;
export type WebhookEndpointDoc = InstanceType<typeof WebhookEndpointDoc>;

/** The endpoint as created or rotated: the only answers that carry the signing secret. */
export class WebhookEndpointWithSecretDoc extends WebhookEndpointDoc {
  @ApiPropertyOptional({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description: 'The signing secret, shown only in this answer: store it now.',
  })
  secret: string;
}

export const toWebhookEndpointResource = (endpoint: EventEndpoint, urls: PublicUrls, now: string): WebhookEndpointDoc =>
  WEBHOOK_ENDPOINT.toWire(endpoint, urls, now);

export const WEBHOOK_DELIVERY_SHAPE: Shape = {
  name: 'webhookDelivery',
  always: ['id', 'object'],
  fields: [
    'endpointId',
    'eventId',
    'eventType',
    'status',
    'attempts',
    'nextAttemptAt',
    'attemptLog',
    'createdAt',
    'updatedAt',
  ],
  embeds: {},
};

export const ATTEMPT_ERROR_DOC =
  'Why the attempt failed, as a category only (null on success): `http_status` (a non-2xx answer, redirects ' +
  'included, see `statusCode`), `timeout`, `connection_failed` (the name did not resolve, or the connection was ' +
  'refused or reset), `tls_error`, `destination_refused` (the URL or an address it resolves to is internal: ' +
  'nothing was sent), `endpoint_disabled`, `endpoint_deleted`.';

export class DeliveryAttemptDoc {
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) at: string;
  @ApiProperty({ type: Number, nullable: true, example: 500 }) statusCode: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ATTEMPT_ERRORS,
    example: 'http_status',
    description: ATTEMPT_ERROR_DOC,
  })
  error: AttemptError | null;
  @ApiProperty({ example: 41 }) durationMs: number;
}

export class WebhookDeliveryDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'webhookDelivery' }) object: 'webhookDelivery';
  @ApiProperty({ example: 'k9L8m7N6o5P4' }) endpointId: string;
  @ApiProperty({ example: 'q1W2e3R4t5Y6' }) eventId: string;
  @ApiProperty({ example: 'board.created' }) eventType: string;
  @ApiProperty({ enum: ['pending', 'succeeded', 'dead'], example: 'succeeded' }) status: string;
  @ApiProperty({ example: 1 }) attempts: number;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'When the next attempt is due.' })
  nextAttemptAt: string | null;
  @ApiProperty({ type: [DeliveryAttemptDoc] }) attemptLog: DeliveryAttempt[];
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
}

export function toWebhookDeliveryResource(delivery: WebhookDeliveryEntity): WebhookDeliveryDoc {
  return {
    id: delivery.id,
    object: 'webhookDelivery',
    endpointId: delivery.endpointId,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt : null,
    attemptLog: (JSON.parse(delivery.attemptLog) as DeliveryAttempt[]).map((attempt) => ({
      ...attempt,
      error: attemptCategory(attempt.error),
    })),
    createdAt: delivery.createdAt,
    updatedAt: delivery.updatedAt,
  };
}

/**
 * Attempts recorded before errors were categories carry the network's text (`fetch failed: connect ECONNREFUSED
 * 10.0.0.5:5432`); they are shown as the category that text meant, never as the text.
 */
export function attemptCategory(error: string | null): AttemptError | null {
  if (error === null || (ATTEMPT_ERRORS as readonly string[]).includes(error)) return error as AttemptError | null;
  if (/^HTTP \d{3}$/.test(error)) return 'http_status';
  if (error.startsWith('timed out')) return 'timeout';
  if (error === 'endpoint disabled') return 'endpoint_disabled';
  if (error === 'endpoint deleted') return 'endpoint_deleted';
  return /TLS|SSL|CERT|certificate/i.test(error) ? 'tls_error' : 'connection_failed';
}
