import type { EntityManager } from 'typeorm';
import type { EventEntity } from '../events/event.entity.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';
import { CHAT_FORMAT, WebhookEndpointEntity } from '../webhooks/webhook-endpoint.entity.js';
import { queueDeliveries } from '../webhooks/webhook-delivery.repository.js';
import { pendingDelivery } from '../webhooks/webhook-subscriber.js';
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
  const channel = await m
    .createQueryBuilder(WebhookEndpointEntity, 'e')
    .select('e.id', 'id')
    .innerJoin(WorkspaceEntity, 'w', 'w.id = :workspaceId AND w.chat_channel_enabled = :on', { workspaceId, on: true })
    .where('e.organization_id = :orgId AND e.format = :chat AND e.enabled = :on', {
      orgId: event.organizationId,
      chat: CHAT_FORMAT,
    })
    .getRawOne<{ id: string }>();
  if (!channel) return;
  await queueDeliveries(m, [pendingDelivery({ endpointId: channel.id, event, body: chatBody(line, link) })]);
}
