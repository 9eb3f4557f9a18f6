import { jest } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { EventEntity } from '../events/event.entity.js';
import { deliveryRequest } from './delivery-request.js';
import { dockAssociatedObjects, toDockEnvelope } from './dock-envelope.js';
import { dockSignature } from './signing.js';

const BASE = 'https://api.example.com';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const task = {
  id: 'T1a2b3c4d5e6',
  object: 'workspacePlanTask',
  url: `${BASE}/v1/workspace-plan-tasks/T1a2b3c4d5e6`,
  title: 'Sign the order form',
  status: 'Completed',
  workspacePlanId: 'P1a2b3c4d5e6',
  workspaceId: 'W1a2b3c4d5e6',
};

function eventOf(type: string, object: object): EventEntity {
  return {
    id: 'E1a2b3c4d5e6',
    organizationId: 'O1a2b3c4d5e6',
    type,
    data: JSON.stringify({ object }),
    createdAt: '2026-01-02T03:04:05.678Z',
    updatedAt: '2026-01-02T03:04:05.678Z',
  } as EventEntity;
}

const endpoint = (format: 'standard' | 'dock') => ({
  id: 'H1a2b3c4d5e6',
  url: 'https://hooks.example.com/dock?x=1',
  format,
  secret: SECRET,
  previousSecret: null,
  previousSecretExpiresAt: null,
});

describe('toDockEnvelope', () => {
  it('tells a task completed through the API as Dock’s status update, with the task and what it belongs to', () => {
    const event = { id: 'E1a2b3c4d5e6', object: 'event' as const, type: 'workspacePlanTask.completed' };
    const envelope = toDockEnvelope(
      { ...event, createdAt: '2026-01-02T03:04:05.678Z', data: { object: task } },
      'H1a2b3c4d5e6',
      BASE,
    );
    expect(envelope).toEqual({
      id: 'E1a2b3c4d5e6',
      object: 'webhook-event',
      webhookId: 'H1a2b3c4d5e6',
      subscriptionType: 'workspace.plan.task.updated',
      subscriptionId: expect.stringMatching(/^[0-9A-Za-z]{12}$/),
      occurredAt: '2026-01-02T03:04:05.678Z',
      propertyName: 'status',
      propertyPreviousValue: 'In Progress',
      propertyValue: 'Completed',
      associatedObjects: {
        workspacePlanTask: task,
        workspace: { id: 'W1a2b3c4d5e6', object: 'workspace', url: `${BASE}/v1/workspaces/W1a2b3c4d5e6` },
        workspacePlan: { id: 'P1a2b3c4d5e6', object: 'workspacePlan', url: `${BASE}/v1/workspace-plans/P1a2b3c4d5e6` },
      },
    });
    expect(Object.keys(envelope)).toEqual([
      'id',
      'object',
      'webhookId',
      'subscriptionType',
      'subscriptionId',
      'occurredAt',
      'propertyName',
      'propertyPreviousValue',
      'propertyValue',
      'associatedObjects',
    ]);
  });
});

describe('dockAssociatedObjects', () => {
  it('uses the associated objects an activity event brings, as they are', () => {
    const associatedObjects = {
      workspace: { id: 'W1a2b3c4d5e6', name: 'Acme', url: 'https://app.example.com/acme' },
      account: null,
      user: { id: 'U1a2b3c4d5e6', email: 'ana@client.example', firstName: 'Ana', lastName: null },
      workspacePage: { id: 'G1a2b3c4d5e6', title: 'Welcome' },
    };
    const activity = {
      id: 'A1a2b3c4d5e6',
      object: 'workspaceActivity',
      workspaceId: 'W1a2b3c4d5e6',
      associatedObjects,
    };
    expect(dockAssociatedObjects('workspace.page.viewed', activity, BASE)).toEqual(associatedObjects);
  });

  it('files a resource without `object` under the event’s resource, with the user its membership embeds', () => {
    const user = { id: 'U1a2b3c4d5e6', object: 'user', email: 'ana@client.example' };
    const member = { id: 'M1a2b3c4d5e6', role: 'viewer', workspaceId: 'W1a2b3c4d5e6', user };
    expect(dockAssociatedObjects('workspaceUser.created', member, BASE)).toEqual({
      workspaceUser: member,
      user,
      workspace: { id: 'W1a2b3c4d5e6', object: 'workspace', url: `${BASE}/v1/workspaces/W1a2b3c4d5e6` },
    });
  });

  it('passes deleted and truncated objects as they are, and leaves out references that are null', () => {
    const deleted = { id: 'W1a2b3c4d5e6', object: 'workspace', deleted: true };
    expect(dockAssociatedObjects('workspace.deleted', deleted, BASE)).toEqual({ workspace: deleted });
    const workspace = { id: 'W1a2b3c4d5e6', object: 'workspace', accountId: null, dealId: 'D1a2b3c4d5e6' };
    expect(dockAssociatedObjects('workspace.updated', workspace, BASE)).toEqual({
      workspace,
      deal: { id: 'D1a2b3c4d5e6', object: 'deal', url: `${BASE}/v1/deals/D1a2b3c4d5e6` },
    });
  });
});

describe('dockSignature', () => {
  it('is the hex HMAC-SHA256 of method, URL and body on separate lines, keyed with the whole secret string', () => {
    const request = { method: 'POST', url: 'https://hooks.example.com/dock?x=1', body: '{"id":"SI5UTJ7dqKoQ"}' };
    // Computed with: printf 'POST\n<url>\n<body>' | openssl dgst -sha256 -hmac '<secret>'
    expect(dockSignature(request, SECRET)).toBe('611733d23bd440ae5e82112fcaf21cd4a6c4ade26b227bba3d63aa0cff664bcd');
  });
});

describe('deliveryRequest', () => {
  const at = new Date('2026-01-02T03:04:06.000Z');

  it('sends a dock endpoint Dock’s envelope, signed as a Dock receiver recomputes it', () => {
    const { body, headers } = deliveryRequest(endpoint('dock'), eventOf('workspacePlanTask.completed', task), {
      at,
      baseUrl: BASE,
    });
    const recomputed = createHmac('sha256', SECRET)
      .update(`POST\nhttps://hooks.example.com/dock?x=1\n${body}`)
      .digest('hex');
    expect(headers).toEqual({
      'content-type': 'application/json',
      'user-agent': 'workspace-collab-api-webhooks',
      'webhook-id': 'E1a2b3c4d5e6',
      'x-dock-signature': recomputed,
      'x-timestamp': String(at.getTime() / 1000),
    });
    expect(JSON.parse(body)).toMatchObject({ id: 'E1a2b3c4d5e6', subscriptionType: 'workspace.plan.task.updated' });
    const tampered = body.replace('Completed', 'Cancelled');
    expect(
      createHmac('sha256', SECRET).update(`POST\nhttps://hooks.example.com/dock?x=1\n${tampered}`).digest('hex'),
    ).not.toBe(headers['x-dock-signature']);
  });

  it('signs a dock endpoint with the current secret only, even during a rotation’s overlap', () => {
    const rotating = {
      ...endpoint('dock'),
      previousSecret: 'whsec_old',
      previousSecretExpiresAt: '2099-01-01T00:00:00.000Z',
    };
    const { body, headers } = deliveryRequest(rotating, eventOf('webhook.test', { id: 'H1a2b3c4d5e6' }), {
      at,
      baseUrl: BASE,
    });
    expect(headers['x-dock-signature']).toBe(dockSignature({ method: 'POST', url: rotating.url, body }, SECRET));
  });

  it('sends a standard endpoint the event, signed per Standard Webhooks, and no Dock header', () => {
    const event = eventOf('workspacePlanTask.completed', task);
    const { body, headers } = deliveryRequest(endpoint('standard'), event, { at, baseUrl: BASE });
    expect(Object.keys(headers).sort()).toEqual([
      'content-type',
      'user-agent',
      'webhook-id',
      'webhook-signature',
      'webhook-timestamp',
    ]);
    expect(JSON.parse(body)).toEqual({
      id: event.id,
      object: 'event',
      type: 'workspacePlanTask.completed',
      createdAt: event.createdAt,
      data: { object: task },
    });
    const clock = jest.spyOn(Date, 'now').mockReturnValue(at.getTime());
    try {
      expect(() => new Webhook(SECRET).verify(body, headers)).not.toThrow();
    } finally {
      clock.mockRestore();
    }
  });
});
