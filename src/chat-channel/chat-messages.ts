import type { EntityManager } from 'typeorm';
import type { EventEntity } from '../events/event.entity.js';
import { queueDeliveries } from '../webhooks/webhook-delivery.repository.js';
import { pendingDelivery } from '../webhooks/webhook-subscriber.js';
import { postingChannel } from './chat-channel.repository.js';
import { chatBody } from './chat-text.js';

/**
 * Posts what the team is told of a workspace to the organization's chat channel, when the workspace has
 * `chatChannelEnabled` and the organization an enabled channel: one delivery, in the event's transaction, sent by the
 * webhook worker (its address guard, retries and fairness) and purged with the event. One statement when there is
 * no channel to post to.
 */
export async function queueChatMessage(
  m: EntityManager,
  { event, workspaceId, line, link }: { event: EventEntity; workspaceId: string; line: string; link: string },
): Promise<void> {
  const channelId = await postingChannel(m, { organizationId: event.organizationId, workspaceId });
  if (channelId === null) return;
  await queueDeliveries(m, [pendingDelivery({ endpointId: channelId, event, body: chatBody(line, link) })]);
}
