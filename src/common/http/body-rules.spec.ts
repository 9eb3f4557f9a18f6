import { MAX_BODY_DEPTH, MAX_BODY_VALUES, bodyProblem } from './body-rules.js';

const messageOf = (body: object, text?: string) => bodyProblem(body, text)?.message ?? null;
const nested = (depth: number): object => {
  let value: object = {};
  for (let i = 1; i < depth; i++) value = { a: value };
  return value;
};

describe('bodyProblem', () => {
  it('accepts ordinary bodies', () => {
    expect(messageOf({ title: 'x', tags: [{ id: 'a' }], n: 1.5, ok: true, none: null })).toBeNull();
  });

  it('names the path of a reserved key at any depth', () => {
    const body = JSON.parse('{"title":"y","x":[{"a":{"__proto__":{"admin":true}}}]}') as object;
    expect(messageOf(body)).toBe('x[0].a.__proto__ is not allowed');
    expect(messageOf({ constructor: 1 })).toBe('constructor is not allowed');
    expect(messageOf({ list: [[{ prototype: 1 }]] })).toBe('list[0][0].prototype is not allowed');
  });

  it(`allows ${MAX_BODY_DEPTH} levels of nesting and refuses one more`, () => {
    expect(messageOf(nested(MAX_BODY_DEPTH))).toBeNull();
    expect(messageOf(nested(MAX_BODY_DEPTH + 1))).toMatch(/deep/);
    expect(
      messageOf({ a: JSON.parse(`${'['.repeat(MAX_BODY_DEPTH)}${']'.repeat(MAX_BODY_DEPTH)}`) as object }),
    ).toMatch(/deep/);
  });

  it('refuses numbers beyond a double and lone surrogates in values and keys', () => {
    expect(messageOf({ list: [1, Infinity] })).toMatch(/too large/);
    expect(messageOf({ title: '\ud800' })).toMatch(/Unicode/);
    expect(messageOf({ '\udc00': 1 })).toMatch(/Unicode/);
    // A value names its field, as NUL and controls do; a key refuses the body as a whole.
    expect(bodyProblem({ body: 'a\ud800b' })?.details).toEqual([
      { field: 'body', message: 'must not contain unpaired surrogates (not valid Unicode text)' },
    ]);
    expect(bodyProblem({ x: [{ a: 'ok' }, { a: '\udfff' }] })?.details).toEqual([
      { field: 'x[1].a', message: 'must not contain unpaired surrogates (not valid Unicode text)' },
    ]);
    expect(bodyProblem({ '\udc00': 1 })?.details).toEqual([]);
    expect(messageOf({ emoji: '\ud83d\ude00' })).toBeNull();
  });

  it('tests strings for surrogates only when the JSON text has a surrogate escape', () => {
    const text = '{"title":"\\ud800"}';
    const body = JSON.parse(text) as object;
    expect(messageOf(body, text)).toMatch(/Unicode/);
    expect(messageOf(JSON.parse('{"title":"\\uD800"}') as object, '{"title":"\\uD800"}')).toMatch(/Unicode/);
    // Text without such an escape cannot hold a surrogate: the strings are not tested at all.
    expect(messageOf(body, '{"title":"x"}')).toBeNull();
  });

  it('walks a body of 19,000 elements once, reading each element a single time', () => {
    let reads = 0;
    const rows = Array.from(
      { length: 19 },
      () =>
        new Proxy(
          Array.from({ length: 1000 }, (_, i) => i % 10),
          {
            get(target, property, receiver) {
              if (typeof property === 'string' && /^\d+$/.test(property)) reads++;
              return Reflect.get(target, property, receiver) as unknown;
            },
          },
        ),
    );
    expect(messageOf({ x: rows }, '{}')).toBeNull();
    expect(reads).toBe(19_000);
  });

  it('refuses an array of more than 1000 items or an object of more than 100 fields, naming it', () => {
    expect(messageOf({ x: [Array.from({ length: 1000 }, () => 0)] }, '{}')).toBeNull();
    expect(bodyProblem({ x: [Array.from({ length: 1001 }, () => 0)] }, '{}')?.details).toEqual([
      { field: 'x[0]', message: 'must have at most 1000 items' },
    ]);
    const fields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 0]));
    expect(messageOf({ a: { b: fields(100) } }, '{}')).toBeNull();
    expect(bodyProblem({ a: { b: fields(101) } }, '{}')?.details).toEqual([
      { field: 'a.b', message: 'must have at most 100 fields' },
    ]);
    expect(messageOf(fields(101), '{}')).toMatch(/at most 100 fields/);
  });

  it(`refuses a body of more than ${MAX_BODY_VALUES} values, however they are spread`, () => {
    const row = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'x']));
    // The array, its 200 objects, and 199 × 99 + 98 fields: exactly 20,000 values.
    const atCap = { x: Array.from({ length: 200 }, (_, i) => row(i === 0 ? 98 : 99)) };
    expect(messageOf(atCap, '{}')).toBeNull();
    expect(messageOf({ ...atCap, y: 1 }, '{}')).toMatch(/more than 20000 values/);
    // The shape of the review's finding: 100 objects of 1000 fields.
    expect(messageOf({ x: Array.from({ length: 100 }, () => row(1000)) }, '{}')).toMatch(/at most 100 fields/);
    expect(messageOf({ x: Array.from({ length: 1000 }, () => row(25)) }, '{}')).toMatch(/more than 20000 values/);
  });
});
