import { ValidatedValues } from './validated-values.js';

class Query {
  limit?: string;
  properties?: string[];
  filters?: Record<string, unknown>;
}
class OtherQuery {
  limit?: string;
}

const dto = (fields: Partial<Query>): Query => Object.assign(new Query(), fields);

describe('ValidatedValues', () => {
  it('answers a value it kept with a copy: same class and fields, a new object each time, nested ones too', () => {
    const values = new ValidatedValues();
    const key = values.keyOf(Query, 'query', { limit: '20', properties: ['name'] })!;
    values.set(key, dto({ limit: '20', properties: ['name'], filters: { status: ['open'] } }));
    const first = values.get(key) as Query;
    const second = values.get(key) as Query;
    expect(first).toBeInstanceOf(Query);
    expect(first).toEqual({ limit: '20', properties: ['name'], filters: { status: ['open'] } });
    expect(second).not.toBe(first);
    expect(second.properties).not.toBe(first.properties);
    first.properties!.push('changed');
    (first.filters!.status as string[]).push('changed');
    expect(values.get(key)).toEqual({ limit: '20', properties: ['name'], filters: { status: ['open'] } });
  });

  it('keeps a copy, so changing the object it was given changes nothing kept', () => {
    const values = new ValidatedValues();
    const key = values.keyOf(Query, 'query', { limit: '5' })!;
    const original = dto({ limit: '5' });
    values.set(key, original);
    original.limit = '6';
    expect(values.get(key)).toEqual({ limit: '5' });
  });

  it('keys by class, place and value', () => {
    const values = new ValidatedValues();
    const keys = [
      values.keyOf(Query, 'query', { limit: '20' }),
      values.keyOf(OtherQuery, 'query', { limit: '20' }),
      values.keyOf(Query, 'body', { limit: '20' }),
      values.keyOf(Query, 'query', { limit: '21' }),
    ];
    expect(new Set(keys).size).toBe(4);
    expect(values.keyOf(Query, 'query', { limit: '20' })).toBe(keys[0]);
  });

  it('keeps nothing that is not plain data, or whose JSON is longer than the limit', () => {
    const values = new ValidatedValues(10, 40);
    expect(values.keyOf(Query, 'query', { limit: 'x'.repeat(40) })).toBeNull();
    expect(values.keyOf(Query, 'query', { when: new Date(0) })).toBeNull();
    expect(values.keyOf(Query, 'query', 'limit=20')).toBeNull();
    // Values JSON writes like another value: they would share that value's key.
    expect(values.keyOf(Query, 'query', { limit: undefined })).toBeNull();
    expect(values.keyOf(Query, 'query', { limit: [undefined] })).toBeNull();
    expect(values.keyOf(Query, 'query', { limit: NaN })).toBeNull();
    expect(values.keyOf(Query, 'query', { limit: -0 })).toBeNull();
    expect(values.keyOf(Query, 'query', { limit: 10n })).toBeNull();
    expect(values.keyOf(Query, 'query', { limit: { toJSON: () => '1' } })).toBeNull();
    const key = values.keyOf(Query, 'query', { limit: '1' })!;
    values.set(key, Object.assign(new Query(), { limit: new Date(0) }));
    expect(values.get(key)).toBeUndefined();
  });

  it('keeps at most maxEntries values, dropping the oldest', () => {
    const values = new ValidatedValues(3);
    const keys = ['1', '2', '3', '4'].map((limit) => values.keyOf(Query, 'query', { limit })!);
    keys.forEach((key, i) => values.set(key, dto({ limit: String(i + 1) })));
    expect(values.size).toBe(3);
    expect(values.get(keys[0])).toBeUndefined();
    expect(values.get(keys[3])).toEqual({ limit: '4' });
  });

  it('copies an own __proto__ field as a field, never as the prototype', () => {
    const values = new ValidatedValues();
    const key = values.keyOf(Query, 'query', { limit: '1' })!;
    const withField = dto({});
    Object.defineProperty(withField, '__proto__', { value: { polluted: true }, enumerable: true });
    values.set(key, withField);
    const copy = values.get(key) as Record<string, unknown>;
    expect(copy).toBeInstanceOf(Query);
    expect(copy.polluted).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toEqual({ polluted: true });
  });
});
