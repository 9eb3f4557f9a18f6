import type { EventEntity } from '../events/event.entity.js';
import { toEventResource } from '../events/event.resource.js';
import { toDockEnvelope } from './dock-envelope.js';
import { dockSignature, signDelivery } from './signing.js';
import { signingSecrets } from './webhook-delivery.rules.js';
import { CHAT_FORMAT, type WebhookEndpointEntity } from './webhook-endpoint.entity.js';

export interface DeliveryRequest {
  body: string;
  headers: Record<string, string>;
}

type Endpoint = Pick<
  WebhookEndpointEntity,
  'id' | 'url' | 'format' | 'secret' | 'previousSecret' | 'previousSecretExpiresAt'
>;

const COMMON_HEADERS = { 'content-type': 'application/json', 'user-agent': 'workspace-collab-api-webhooks' };

/**
 * The POST of one attempt, in the endpoint's format. Standard Webhooks: the event as `GET /v1/events/{id}` returns
 * it, signed with the current secret and, during a rotation's overlap, the previous one. Dock: Dock's envelope,
 * signed in `X-Dock-Signature` with the current secret only (Dock's header holds one signature, which a receiver
 * compares whole). Dock's `X-Timestamp` (the attempt's time, not covered by the signature, as at Dock) and our
 * `webhook-id` (the event id, also the envelope's `id`) are sent too: both are informative and harmless to a receiver
 * that ignores them.
 */
export function deliveryRequest(
  endpoint: Endpoint,
  event: EventEntity,
  opts: { at: Date; baseUrl: string; fixedBody?: string | null },
): DeliveryRequest {
  // A chat channel's incoming webhook takes the message queued for it, unsigned: its address is its secret.
  if (endpoint.format === CHAT_FORMAT) return { body: opts.fixedBody ?? '{}', headers: { ...COMMON_HEADERS } };
  const resource = toEventResource(event);
  if (endpoint.format === 'dock') {
    const body = JSON.stringify(toDockEnvelope(resource, endpoint.id, opts.baseUrl));
    return {
      body,
      headers: {
        ...COMMON_HEADERS,
        'webhook-id': event.id,
        'x-dock-signature': dockSignature({ method: 'POST', url: endpoint.url, body }, endpoint.secret),
        'x-timestamp': String(Math.floor(opts.at.getTime() / 1000)),
      },
    };
  }
  const body = JSON.stringify(resource);
  const secrets = signingSecrets(endpoint, opts.at.toISOString());
  return { body, headers: { ...COMMON_HEADERS, ...signDelivery(event.id, body, secrets, opts.at) } };
}
