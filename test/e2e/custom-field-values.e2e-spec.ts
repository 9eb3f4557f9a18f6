import { CustomFieldValueEntity } from '../../src/custom-fields/custom-field-value.entity.js';
import type { CustomFieldEntity, CustomFieldType } from '../../src/custom-fields/custom-field.entity.js';
import { type Api, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertAccount } from '../support/factories/accounts.js';
import { insertCustomField, SIZE_OPTIONS } from '../support/factories/custom-fields.js';

type Item = { id: string; value: string | null };

/** Test titles stay readable for the 10,000-character inputs. */
function label(value: unknown): string {
  const json = JSON.stringify(value);
  return json.length > 40 ? `${json.slice(0, 12)}… (${json.length - 2} characters)` : json;
}
const titled = <T extends unknown[]>(cases: [CustomFieldType, unknown, ...T][]) =>
  cases.map(
    ([type, input, ...rest]) => [type, label(input), input, ...rest] as [CustomFieldType, string, unknown, ...T],
  );

/** The custom field value rules (API-DECISIONS §6) as seen through PATCH /v1/accounts/{id}. */
describe('custom field values on accounts', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  const field = {} as Record<CustomFieldType, CustomFieldEntity>;
  let dealField: CustomFieldEntity;
  let foreignField: CustomFieldEntity;

  const TYPES: CustomFieldType[] = [
    'singleLineText',
    'multiLineText',
    'number',
    'date',
    'singleCheckbox',
    'multiCheckboxes',
    'dropdownSelect',
    'radioSelect',
  ];

  beforeAll(async () => {
    ({ t, api, orgId } = await bootWithOrg());
    for (const type of TYPES) {
      const options = ['multiCheckboxes', 'dropdownSelect', 'radioSelect'].includes(type) ? SIZE_OPTIONS : [];
      field[type] = await insertCustomField(t, orgId, type, 'account', { options });
    }
    dealField = await insertCustomField(t, orgId, 'singleLineText', 'deal');
    foreignField = await insertCustomField(t, (await t.newOrg()).orgId, 'singleLineText', 'account');
  });
  afterAll(() => t.close());

  const patch = (accountId: string, customFields: unknown[]) =>
    api.patch(`/v1/accounts/${accountId}`, { customFields });
  const valuesOf = (body: { data: { account: { customFields: Item[] } } }) =>
    Object.fromEntries(body.data.account.customFields.map((item) => [item.id, item.value]));
  const storedRows = (accountId: string) =>
    t.dataSource.manager.find(CustomFieldValueEntity, { where: { objectId: accountId } });

  it.each(
    titled<[string, string]>([
      ['singleLineText', 'Hello, world', 'Hello, world', 'Hello, world'],
      ['singleLineText', 'x'.repeat(255), 'x'.repeat(255), 'x'.repeat(255)],
      ['singleLineText', '', '', ''],
      ['multiLineText', 'line 1\nline 2', 'line 1\nline 2', 'line 1\nline 2'],
      ['multiLineText', 'y'.repeat(10_000), 'y'.repeat(10_000), 'y'.repeat(10_000)],
      ['number', 42, '42', '42'],
      ['number', -3.25, '-3.25', '-3.25'],
      ['number', '12.50', '12.5', '12.5'],
      ['number', '1e3', '1000', '1000'],
      ['date', '2024-02-29', '2024-02-29', '2024-02-29'],
      ['singleCheckbox', true, 'true', 'true'],
      ['singleCheckbox', false, 'false', 'false'],
      ['singleCheckbox', 'true', 'true', 'true'],
      ['singleCheckbox', 'false', 'false', 'false'],
      ['multiCheckboxes', ['l', 's', 'l'], 'Small, Large', '["s","l"]'],
      ['multiCheckboxes', ['m'], 'Medium', '["m"]'],
      ['dropdownSelect', 'l', 'Large', 'l'],
      ['radioSelect', 's', 'Small', 's'],
    ]),
  )('accepts %s value %s and shows it as its display value', async (type, _label, input, display, stored) => {
    const account = await insertAccount(t, orgId);
    const res = await patch(account.id, [{ id: field[type].id, value: input }]).expect(200);
    expect(valuesOf(res.body)[field[type].id]).toBe(display);
    const got = await api.get(`/v1/accounts/${account.id}`).expect(200);
    expect(valuesOf(got.body)[field[type].id]).toBe(display);
    expect((await storedRows(account.id)).map((row) => row.value)).toEqual([stored]);
  });

  const TEXT_255 = 'must be a string of at most 255 characters without line breaks (singleLineText)';
  const TEXT_10K = 'must be a string of at most 10000 characters (multiLineText)';
  const NUMBER = 'must be a finite number or a numeric string (number)';
  const DATE = 'must be a real date as YYYY-MM-DD (date)';
  const CHECKBOX = 'must be a boolean or "true"/"false" (singleCheckbox)';
  const MULTI = 'must be an array of option values from: s, m, l (multiCheckboxes)';
  const SELECT = (type: string) => `must be one of the option values: s, m, l (${type})`;

  it.each(
    titled<[string]>([
      ['singleLineText', 'x'.repeat(256), TEXT_255],
      ['singleLineText', 'two\nlines', TEXT_255],
      ['singleLineText', 7, TEXT_255],
      ['singleLineText', { text: 'x' }, TEXT_255],
      ['multiLineText', 'y'.repeat(10_001), TEXT_10K],
      ['multiLineText', 'nul\u0000char', 'must not contain NUL characters'],
      ['multiLineText', true, TEXT_10K],
      ['number', 'abc', NUMBER],
      ['number', '', NUMBER],
      ['number', '0x10', NUMBER],
      ['number', 'Infinity', NUMBER],
      ['number', '1e999', NUMBER],
      ['number', false, NUMBER],
      ['date', '2023-02-29', DATE],
      ['date', '2026-1-5', DATE],
      ['date', '2026-01-05T00:00:00Z', DATE],
      ['date', 20260105, DATE],
      ['singleCheckbox', 'yes', CHECKBOX],
      ['singleCheckbox', 1, CHECKBOX],
      ['multiCheckboxes', 's', MULTI],
      ['multiCheckboxes', ['s', 'xl'], MULTI],
      ['multiCheckboxes', ['Small'], MULTI],
      ['dropdownSelect', 'Small', SELECT('dropdownSelect')],
      ['dropdownSelect', ['s'], SELECT('dropdownSelect')],
      ['radioSelect', 'xl', SELECT('radioSelect')],
    ]),
  )('rejects %s value %s naming the expected type', async (type, _label, input, message) => {
    const account = await insertAccount(t, orgId);
    const fine = type === 'singleLineText' ? field.multiLineText : field.singleLineText;
    const res = await patch(account.id, [
      { id: fine.id, value: 'fine' },
      { id: field[type].id, value: input },
    ]).expect(400);
    const error = expectError(res.body, 400, 'BAD_REQUEST');
    expect(error.details).toEqual([{ field: 'customFields[1].value', message }]);
    expect(error.message).toBe(`customFields[1].value ${message}`);
    expect(await storedRows(account.id)).toEqual([]);
  });

  it('clears a value with null, and clearing an unset value is not an error', async () => {
    const account = await insertAccount(t, orgId);
    await patch(account.id, [
      { id: field.number.id, value: 5 },
      { id: field.multiCheckboxes.id, value: ['m'] },
    ]).expect(200);
    const res = await patch(account.id, [
      { id: field.number.id, value: null },
      { id: field.date.id, value: null },
    ]).expect(200);
    expect(valuesOf(res.body)[field.number.id]).toBeNull();
    expect(valuesOf(res.body)[field.multiCheckboxes.id]).toBe('Medium');
    expect((await storedRows(account.id)).map((row) => row.customFieldId)).toEqual([field.multiCheckboxes.id]);
  });

  it('treats an empty multi-checkbox array as no value', async () => {
    const account = await insertAccount(t, orgId);
    await patch(account.id, [{ id: field.multiCheckboxes.id, value: ['s'] }]).expect(200);
    const res = await patch(account.id, [{ id: field.multiCheckboxes.id, value: [] }]).expect(200);
    expect(valuesOf(res.body)[field.multiCheckboxes.id]).toBeNull();
  });

  it('replaces an existing value in place', async () => {
    const account = await insertAccount(t, orgId);
    await patch(account.id, [{ id: field.dropdownSelect.id, value: 's' }]).expect(200);
    const res = await patch(account.id, [{ id: field.dropdownSelect.id, value: 'l' }]).expect(200);
    expect(valuesOf(res.body)[field.dropdownSelect.id]).toBe('Large');
    expect(await storedRows(account.id)).toHaveLength(1);
  });

  it('rejects a custom field of another object type and another organization’s field on customFields[i].id', async () => {
    const account = await insertAccount(t, orgId);
    const res = await patch(account.id, [
      { id: dealField.id, value: 'x' },
      { id: foreignField.id, value: 'x' },
      { id: 'missing12345', value: 'x' },
    ]).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'customFields[0].id', message: `custom field ${dealField.id} applies to deals, not accounts` },
      { field: 'customFields[1].id', message: `custom field ${foreignField.id} does not exist` },
      { field: 'customFields[2].id', message: 'custom field missing12345 does not exist' },
    ]);
  });

  it('rejects the same custom field twice in one request', async () => {
    const account = await insertAccount(t, orgId);
    const res = await patch(account.id, [
      { id: field.number.id, value: 1 },
      { id: field.number.id, value: 2 },
    ]).expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
      { field: 'customFields[1].id', message: 'repeats customFields[0].id' },
    ]);
  });

  it('writes nothing, account fields included, when one item of several is bad', async () => {
    const account = await insertAccount(t, orgId, { name: 'Before' });
    await patch(account.id, [{ id: field.singleLineText.id, value: 'kept' }]).expect(200);
    const before = (await api.get(`/v1/accounts/${account.id}`).expect(200)).body;
    const res = await api
      .patch(`/v1/accounts/${account.id}`, {
        name: 'After',
        customFields: [
          { id: field.singleLineText.id, value: 'changed' },
          { id: field.number.id, value: 'NaN' },
          { id: field.date.id, value: '2026-05-01' },
          { id: field.radioSelect.id, value: 'nope' },
        ],
      })
      .expect(400);
    expect(expectError(res.body, 400, 'BAD_REQUEST').details.map((d) => d.field)).toEqual([
      'customFields[1].value',
      'customFields[3].value',
    ]);
    expect((await api.get(`/v1/accounts/${account.id}`).expect(200)).body).toEqual(before);
  });
});
