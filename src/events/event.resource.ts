import { readModel } from '../common/read-model/read-model.js';
import { EVENT_TYPES } from './event-types.js';
import { EventEntity } from './event.entity.js';

/** The event as `GET /v1/events` lists it and as every webhook delivery's body carries it. */
export const EVENT = readModel({
  entity: EventEntity,
  object: 'event',
  headUrl: false,
  objectDoc: { example: 'event' },
  docName: 'EventDoc',
  idExample: 'q1W2e3R4t5Y6',
  idDescription: 'Also the `webhook-id` of its deliveries.',
  fields: (f) => ({
    type: f.stored('type', { enum: EVENT_TYPES, example: 'board.created' }),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    data: f.computed(
      {
        reads: ['data'],
        js: ({ data }) => JSON.parse(data) as Record<string, unknown>,
        // The stored text as it is: eventData() wrote it with JSON.stringify, whose text JSON.parse and
        // JSON.stringify give back byte for byte.
        sql: ({ column }) => column('data'),
      },
      {
        type: 'object',
        additionalProperties: true,
        example: { object: { id: 'a1B2c3D4e5F6', object: 'board', title: 'Onboarding' } },
        description:
          '`object`: the resource as `GET` returns it in full after the change; after a delete `{ id, object, ' +
          'deleted: true }`. A resource whose JSON is larger than EVENT_PAYLOAD_MAX_BYTES (64 KiB by default) is ' +
          'stored and delivered as `{ id, object, url, truncated: true }`: fetch it with `GET` at `url` for its ' +
          'current state.',
      },
    ),
  }),
});

export const EVENT_SHAPE = EVENT.shape;
export const EventDoc = EVENT.Doc;
export type EventDoc = InstanceType<typeof EventDoc>;
export const toEventResource = (event: EventEntity): EventDoc => EVENT.toWire(event, undefined, undefined);
