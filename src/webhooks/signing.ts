import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A Standard Webhooks secret: `whsec_` + base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Headers of one delivery attempt per the Standard Webhooks scheme. During a secret rotation's overlap the payload
 * is signed with both secrets (space-separated), so a receiver holding either one verifies it.
 */
export function signDelivery(
  messageId: string,
  payload: string,
  secrets: readonly string[],
  at: Date = new Date(),
): SignedHeaders {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(messageId, at, payload));
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}

/**
 * Dock's `X-Dock-Signature`: lower-case hex HMAC-SHA256 of `METHOD + "\n" + URL + "\n" + body`, keyed with the secret
 * string itself as UTF-8 (the whole `whsec_…` text the client was shown, not its decoded base64 part), where URL is
 * the endpoint's URL exactly as stored, which is what its receiver was configured with.
 */
export function dockSignature(request: { method: string; url: string; body: string }, secret: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(`${request.method}\n${request.url}\n${request.body}`, 'utf8')
    .digest('hex');
}
