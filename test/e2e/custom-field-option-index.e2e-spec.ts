import { type Api, expectError, newOrgApi } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { eventTypes } from '../support/events.js';
import type { Json } from '../support/wire.js';

/** Custom field options written as they are read, `{index?, label, value}`: `index` orders them. */
describe('custom field option index', () => {
  let t: TestApp;

  beforeAll(async () => (t = await bootTestApp()));
  afterAll(() => t.close());

  const field = (options: unknown): Json => ({ name: 'Tier', type: 'radioSelect', objectType: 'account', options });
  const option = (value: string, index?: number): Json => ({ label: value.toUpperCase(), value, index });
  const values = (customField: Json) => (customField.options as Json[]).map((o) => [o.index, o.value]);
  const create = async (api: Api, options: Json[]) =>
    (await api.post('/v1/custom-fields', field(options)).expect(201)).body.data.customField as Json;

  it('orders by index, then the options without one in the order sent, and reads back positions 0, 1, 2…', async () => {
    const { api } = await newOrgApi(t);
    const created = await create(api, [
      option('late'),
      option('c', 30),
      option('a', 10),
      option('last'),
      option('b', 20),
    ]);
    const expected = [
      [0, 'a'],
      [1, 'b'],
      [2, 'c'],
      [3, 'late'],
      [4, 'last'],
    ];
    expect(values(created)).toEqual(expected);
    expect(values((await api.get(`/v1/custom-fields/${created.id}`).expect(200)).body.data.customField)).toEqual(
      expected,
    );
  });

  it('reorders on PATCH by index, keeping the options matched by value', async () => {
    const { api } = await newOrgApi(t);
    const created = await create(api, [option('a'), option('b'), option('c')]);
    const res = await api.patch(`/v1/custom-fields/${created.id}`, {
      options: [option('a', 2), option('b', 0), option('c', 1)],
    });
    expect(values(res.body.data.customField)).toEqual([
      [0, 'b'],
      [1, 'c'],
      [2, 'a'],
    ]);
  });

  it('refuses a repeated index or a bad one with a 400 naming the option, on create and PATCH, writing nothing', async () => {
    const { api } = await newOrgApi(t);
    const existing = await create(api, [option('a', 0)]);
    const cases: [Json[], { field: string; message?: string }][] = [
      [
        [option('a', 1), option('b', 0), option('c', 1)],
        { field: 'options[2].index', message: 'repeats options[0].index' },
      ],
      [[{ ...option('a'), index: -1 }], { field: 'options[0].index' }],
      [[{ ...option('a'), index: 1.5 }], { field: 'options[0].index' }],
      [[{ ...option('a'), index: '1' }], { field: 'options[0].index' }],
      [[{ ...option('a'), index: null }], { field: 'options[0].index', message: 'must not be null' }],
      [[{ ...option('a'), index: 1_000_001 }], { field: 'options[0].index' }],
    ];
    for (const [options, expected] of cases) {
      for (const res of [
        await api.post('/v1/custom-fields', field(options)),
        await api.patch(`/v1/custom-fields/${existing.id}`, { options }),
      ]) {
        const details = expectError(res.body, 400, 'BAD_REQUEST').details;
        const got = details.map((d) => (expected.message ? d : { field: d.field }));
        expect({ options, got }).toEqual({ options, got: [expected] });
      }
    }
    expect(await eventTypes(api)).toEqual(['customField.created']);
  });
});
