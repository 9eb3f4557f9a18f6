import { MAX_BODY_DEPTH, bodyProblem } from './body-rules.js';

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

  it('walks a body of 250,000 elements once, reading each element a single time', () => {
    let reads = 0;
    const rows = Array.from(
      { length: 250 },
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
    expect(reads).toBe(250_000);
  });

  it('refuses an array of more than 1000 items or an object of more than 1000 fields, naming it', () => {
    expect(messageOf({ x: [Array.from({ length: 1000 }, () => 0)] }, '{}')).toBeNull();
    expect(bodyProblem({ x: [Array.from({ length: 1001 }, () => 0)] }, '{}')?.details).toEqual([
      { field: 'x[0]', message: 'must have at most 1000 items' },
    ]);
    const wide = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, 0]));
    expect(bodyProblem({ a: { b: wide } }, '{}')?.details).toEqual([
      { field: 'a.b', message: 'must have at most 1000 fields' },
    ]);
    expect(messageOf(wide, '{}')).toMatch(/at most 1000 fields/);
  });
});
