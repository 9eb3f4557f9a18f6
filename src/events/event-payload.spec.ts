import type { DataSource, EntityManager } from 'typeorm';
import { configureEventPayloads, eventData } from './event-payload.js';

const managerWithCap = (maxBytes: number): EntityManager => {
  const connection = {} as DataSource;
  configureEventPayloads(connection, maxBytes);
  return { connection } as EntityManager;
};

describe('eventData', () => {
  const m = managerWithCap(1024);
  const board = (title: string) => ({
    id: 'a1B2c3D4e5F6',
    object: 'board',
    url: 'https://x/v1/boards/a1B2c3D4e5F6',
    title,
  });

  it('keeps a resource up to the cap whole', () => {
    expect(JSON.parse(eventData(m, board('short')))).toEqual({ object: board('short') });
  });

  it('keeps { id, object, url, truncated } of a resource whose JSON is over the cap in UTF-8 bytes', () => {
    expect(JSON.parse(eventData(m, board('€'.repeat(400))))).toEqual({
      object: { id: 'a1B2c3D4e5F6', object: 'board', url: 'https://x/v1/boards/a1B2c3D4e5F6', truncated: true },
    });
  });

  it('uses each data source its own cap', () => {
    const roomy = managerWithCap(4096);
    expect(JSON.parse(eventData(roomy, board('€'.repeat(400)))).object.title).toHaveLength(400);
  });
});
