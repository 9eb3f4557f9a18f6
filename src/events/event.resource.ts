import { ApiProperty } from '@nestjs/swagger';
import type { Shape } from '../common/properties/selection.js';
import { EVENT_TYPES } from './event-types.js';
import type { EventEntity } from './event.entity.js';

export const EVENT_SHAPE: Shape = {
  name: 'event',
  always: ['id', 'object'],
  fields: ['type', 'createdAt', 'data'],
  embeds: {},
};

/** The event as `GET /v1/events` lists it and as every webhook delivery's body carries it. */
export class EventDoc {
  @ApiProperty({ example: 'q1W2e3R4t5Y6', description: 'Also the `webhook-id` of its deliveries.' }) id: string;
  @ApiProperty({ example: 'event' }) object: 'event';
  @ApiProperty({ enum: EVENT_TYPES, example: 'board.created' }) type: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { object: { id: 'a1B2c3D4e5F6', object: 'board', title: 'Onboarding' } },
    description:
      '`object`: the resource as `GET` returns it in full after the change; after a delete `{ id, object, deleted: ' +
      'true }`. A resource whose JSON is larger than EVENT_PAYLOAD_MAX_BYTES (64 KiB by default) is stored and ' +
      'delivered as `{ id, object, url, truncated: true }`: fetch it with `GET` at `url` for its current state.',
  })
  data: Record<string, unknown>;
}

export function toEventResource(event: EventEntity): EventDoc {
  return {
    id: event.id,
    object: 'event',
    type: event.type,
    createdAt: event.createdAt,
    data: JSON.parse(event.data) as Record<string, unknown>,
  };
}
