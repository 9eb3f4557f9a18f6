import { createHmac, timingSafeEqual } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DockRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** A delivery as a Dock receiver reads it: the envelope of Dock's documentation. */
export interface DockWebhookEvent {
  id: string;
  object: string;
  webhookId: string;
  subscriptionType: string;
  subscriptionId: string;
  occurredAt: string;
  propertyName: string | null;
  propertyPreviousValue: unknown;
  propertyValue: unknown;
  associatedObjects: Record<string, { id: string } & Record<string, unknown>>;
}

export interface DockReceiver {
  /** The target URL the webhook was registered with (Dock signs it, so the receiver knows it as configured). */
  url: string;
  /** Deliveries whose signature verified, parsed. */
  verified: DockWebhookEvent[];
  /** Every request with a body or a signature as it came, verified or not (to replay or tamper with). */
  requests: DockRequest[];
  /** Empty, unsigned POSTs (Dock's save-time POST), acked. */
  pings: DockRequest[];
  /** Requests refused for a missing or wrong signature. */
  rejected: number;
  /** The signing secret, as a customer copies it into DOCK_WEBHOOK_SECRET once the webhook exists. */
  useSecret(secret: string): void;
  /** The status every verified delivery gets from now on (default 200). */
  respondWith(status: number): void;
  close(): Promise<void>;
}

/**
 * A receiver written the way a Dock customer writes one from Dock's documentation ("Verify webhook requests"): a plain
 * node:http server that reads the raw body, recomputes the HMAC-SHA256 of `method + "\n" + target URL + "\n" + raw
 * body` with the secret, compares it with `X-Dock-Signature` in constant time, and only then parses the JSON and
 * reads `subscriptionType` and `associatedObjects`. Like the Dock receivers found in public code, it acks an empty
 * unsigned POST (Dock sends one when the webhook is saved) and refuses any other unsigned request. It knows nothing
 * of this service's code.
 */
export async function startDockReceiver(path = '/dock/webhooks'): Promise<DockReceiver> {
  let secret = '';
  let status = 200;
  const verified: DockWebhookEvent[] = [];
  const requests: DockRequest[] = [];
  const pings: DockRequest[] = [];
  const state = { rejected: 0 };
  let url = '';

  const verify = (method: string, rawBody: string, signature: string | undefined): boolean => {
    if (!signature || !secret) return false;
    const expected = createHmac('sha256', secret).update(`${method}\n${url}\n${rawBody}`).digest('hex');
    const a = Buffer.from(expected, 'utf8');
    const b = Buffer.from(signature, 'utf8');
    return a.length === b.length && timingSafeEqual(a, b);
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const method = req.method ?? '';
      const signature = req.headers['x-dock-signature'];
      if (signature === undefined && rawBody.trim() === '') {
        pings.push({ method, headers: req.headers, rawBody });
        res.writeHead(200).end();
        return;
      }
      requests.push({ method, headers: req.headers, rawBody });
      if (!verify(method, rawBody, typeof signature === 'string' ? signature : undefined)) {
        state.rejected += 1;
        res.writeHead(401).end('invalid signature');
        return;
      }
      verified.push(JSON.parse(rawBody) as DockWebhookEvent);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return {
    url,
    verified,
    requests,
    pings,
    get rejected() {
      return state.rejected;
    },
    useSecret: (value) => {
      secret = value;
    },
    respondWith: (next) => {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Subscribes the receiver, in Dock's format, to `eventTypes` of the organization `api` acts for, and gives it the
 * signing secret. Answers the endpoint (its id is Dock's `webhookId`).
 */
export async function subscribeDockReceiver(
  api: { post: (path: string, body?: object) => import('supertest').Test },
  receiver: DockReceiver,
  eventTypes: string[],
): Promise<{ id: string; secret: string }> {
  const endpoint = (
    await api.post('/v1/webhook-endpoints', { url: receiver.url, format: 'dock', eventTypes }).expect(201)
  ).body.data.webhookEndpoint as { id: string; secret: string };
  receiver.useSecret(endpoint.secret);
  return endpoint;
}
