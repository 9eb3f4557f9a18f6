import { type EntityManager, MoreThan, type SelectQueryBuilder } from 'typeorm';
import { WebhookDeliveryEntity } from '../webhooks/webhook-delivery.entity.js';
import { CHAT_FORMAT, WebhookEndpointEntity } from '../webhooks/webhook-endpoint.entity.js';
import { WorkspaceEntity } from '../workspace-core/workspace.entity.js';

/** The organization's chat channel: its one webhook endpoint in the chat format, or null. */
export function chatChannelOf(m: EntityManager, orgId: string): Promise<WebhookEndpointEntity | null> {
  return m.findOne(WebhookEndpointEntity, { where: { organizationId: orgId, format: CHAT_FORMAT } });
}

/** The attempt log of the newest message the channel was tried with, or null when none was tried yet. */
export function lastTriedDelivery(
  m: EntityManager,
  endpointId: string,
): Promise<Pick<WebhookDeliveryEntity, 'attemptLog'> | null> {
  return m.findOne(WebhookDeliveryEntity, {
    select: { attemptLog: true },
    where: { endpointId, attempts: MoreThan(0) },
    order: { createdAt: 'DESC' },
  });
}

/**
 * The organization's enabled chat channel, when the workspace has `chatChannelEnabled`: nothing otherwise (exported
 * for its SQL snapshot).
 */
export function postingChannelQuery(
  m: EntityManager,
  { organizationId, workspaceId }: { organizationId: string; workspaceId: string },
): SelectQueryBuilder<WebhookEndpointEntity> {
  return m
    .createQueryBuilder(WebhookEndpointEntity, 'e')
    .select('e.id', 'id')
    .innerJoin(WorkspaceEntity, 'w', 'w.id = :workspaceId AND w.chat_channel_enabled = :on', { workspaceId, on: true })
    .where('e.organization_id = :orgId AND e.format = :chat AND e.enabled = :on', {
      orgId: organizationId,
      chat: CHAT_FORMAT,
    });
}

/** The id of the channel a workspace's news is posted to, or null (see postingChannelQuery). */
export async function postingChannel(
  m: EntityManager,
  scope: { organizationId: string; workspaceId: string },
): Promise<string | null> {
  const channel = await postingChannelQuery(m, scope).getRawOne<{ id: string }>();
  return channel ? channel.id : null;
}
