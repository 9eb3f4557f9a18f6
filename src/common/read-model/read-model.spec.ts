import { WITHOUT_MILLIS } from '../../database/without-millis.computed.js';
import type { PublicUrls } from '../http/public-urls.js';
import { readModel, readModelWithContext } from './read-model.js';

/** Where @nestjs/swagger keeps a class's ApiProperty options (its DECORATORS constants). */
const PROPERTY_NAMES = 'swagger/apiModelPropertiesArray';
const PROPERTY_OPTIONS = 'swagger/apiModelProperties';

class ThingEntity {
  id: string;
  title: string;
  dueAt: string | null;
  done: boolean;
  secret: string;
}

const urls = { of: (collection: string, id: string) => `https://api.example/v1/${collection}/${id}` } as PublicUrls;

/** The context of `late`: the time now. */
const THING = readModelWithContext<string>()({
  entity: ThingEntity,
  object: 'thing',
  collection: 'things',
  docName: 'ThingDoc',
  fields: (f) => ({
    title: f.stored('title', { example: 'Launch' }),
    dueAt: f.rule(WITHOUT_MILLIS, { value: 'dueAt' }, { example: null, nullable: true, type: String }),
    done: f.stored('done', { example: false, description: 'Ticked.' }),
    late: f.computed(
      {
        reads: ['dueAt', 'done'],
        js: (row, now) => !row.done && row.dueAt !== null && row.dueAt < now,
        sql: () => 'x',
      },
      { example: true },
    ),
  }),
});

const row: ThingEntity = { id: 't1', title: 'Ship', dueAt: '2026-01-02T03:04:05.678Z', done: false, secret: 'no' };

describe('readModel: everything a resource serves, derived from its one table of fields', () => {
  it('selects the table’s fields by `properties`, always with id, object and url', () => {
    expect(THING.shape).toEqual({
      name: 'thing',
      always: ['id', 'object', 'url'],
      fields: ['title', 'dueAt', 'done', 'late'],
    });
    expect(THING.shapeWith({ tags: THING.shape }).embeds).toEqual({ tags: THING.shape });
  });

  it('loads the id and each column a field reads, once, and no other', () => {
    expect(THING.columns).toEqual(['id', 'title', 'dueAt', 'done']);
  });

  it('maps a row to the wire object in table order, rules and the context applied', () => {
    const wire = THING.toWire(row, urls, '2026-02-01T00:00:00.000Z');
    expect(Object.entries(wire)).toEqual([
      ['id', 't1'],
      ['object', 'thing'],
      ['url', 'https://api.example/v1/things/t1'],
      ['title', 'Ship'],
      ['dueAt', '2026-01-02T03:04:05Z'],
      ['done', false],
      ['late', true],
    ]);
  });

  it('documents every field under the doc name, in table order, with the type its example gives', () => {
    expect(THING.Doc.name).toBe('ThingDoc');
    const names = Reflect.getMetadata(PROPERTY_NAMES, THING.Doc.prototype) as string[];
    expect(names).toEqual([':id', ':object', ':url', ':title', ':dueAt', ':done', ':late']);
    const options = (name: string): Record<string, unknown> =>
      Reflect.getMetadata(PROPERTY_OPTIONS, THING.Doc.prototype, name) as Record<string, unknown>;
    expect(options('title')).toMatchObject({ type: String, example: 'Launch' });
    expect(options('done')).toMatchObject({ type: Boolean, description: 'Ticked.' });
    expect(options('dueAt')).toMatchObject({ type: String, nullable: true });
    expect(options('object')).toMatchObject({ type: String, enum: ['thing'] });
  });

  it('serves a head of `id` and `object` without `url` when the spec says headUrl: false', () => {
    const NOTE = readModel({
      entity: ThingEntity,
      object: 'note',
      headUrl: false,
      objectDoc: { example: 'note' },
      idDescription: 'Also its key.',
      docName: 'NoteDoc',
      fields: (f) => ({ title: f.stored('title', { example: 'Launch' }) }),
    });
    expect(NOTE.shape.always).toEqual(['id', 'object']);
    const wire = NOTE.toWire(row, urls, undefined);
    expect(Object.entries(wire)).toEqual([
      ['id', 't1'],
      ['object', 'note'],
      ['title', 'Ship'],
    ]);
    // @ts-expect-error -- the wire type has no `url` either
    expect(wire.url).toBeUndefined();
    const names = Reflect.getMetadata(PROPERTY_NAMES, NOTE.Doc.prototype) as string[];
    expect(names).toEqual([':id', ':object', ':title']);
    const options = (name: string): unknown => Reflect.getMetadata(PROPERTY_OPTIONS, NOTE.Doc.prototype, name);
    expect(options('id')).toMatchObject({ example: 'a1B2c3D4e5F6', description: 'Also its key.' });
    expect(options('object')).not.toHaveProperty('enum');
  });

  it('places a value issued per answer where the table says, selectable, from what the caller gives', () => {
    const LINKED = readModel({
      entity: ThingEntity,
      object: 'linked',
      headUrl: false,
      docName: 'LinkedDoc',
      fields: (f) => ({
        url: f.given<string>({ example: 'https://files.example/t1?signature=x' }),
        title: f.stored('title', { example: 'Launch' }),
      }),
    });
    expect(LINKED.shape.fields).toEqual(['url', 'title']);
    const ALWAYS_LINKED = readModel({
      entity: ThingEntity,
      object: 'linked',
      headUrl: false,
      docName: 'AlwaysLinkedDoc',
      always: ['url'],
      fields: (f) => ({ url: f.given<string>({ example: 'https://files.example/t1' }) }),
    });
    expect(ALWAYS_LINKED.shape).toMatchObject({ always: ['id', 'object', 'url'], fields: [] });
    expect(LINKED.columns).toEqual(['id', 'title']);
    const signed = 'https://files.example/t1?signature=abc';
    expect(Object.entries(LINKED.toWire(row, undefined, undefined, { url: signed }))).toEqual([
      ['id', 't1'],
      ['object', 'linked'],
      ['url', signed],
      ['title', 'Ship'],
    ]);
    expect(Reflect.getMetadata(PROPERTY_NAMES, LINKED.Doc.prototype)).toEqual([':id', ':object', ':url', ':title']);
  });

  it('refuses a field whose type it cannot tell, when the table is declared', () => {
    expect(() =>
      readModel({
        entity: ThingEntity,
        object: 'thing',
        collection: 'things',
        docName: 'BadThingDoc',
        fields: (f) => ({ dueAt: f.stored('dueAt', { example: null, nullable: true }) }),
      }),
    ).toThrow('BadThingDoc.dueAt: give its type');
  });
});
