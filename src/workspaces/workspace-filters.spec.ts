import { AppError } from '../common/http/app-error.js';
import { WORKSPACE_FILTERS, likeContains } from './workspace-filters.js';

const parseWorkspaceFilters = (raw: unknown) => WORKSPACE_FILTERS.parse(raw);

function problems(raw: unknown): { field: string; message: string }[] {
  try {
    parseWorkspaceFilters(raw);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return error.details;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('parseWorkspaceFilters', () => {
  it('accepts no filters at all', () => {
    expect(parseWorkspaceFilters(undefined)).toEqual({});
  });

  it('reads every key from the filters[key]=value form, normalizing values', () => {
    expect(
      parseWorkspaceFilters({
        name: '50%_off',
        accountId: 'acc123',
        dealId: 'deal456',
        templateId: 'tmpl789',
        published: 'false',
        userEmail: 'Jane@Example.COM',
        domain: 'Example.COM.',
        createdAfter: '2026-01-02',
        createdBefore: '2026-01-02T03:04:05Z',
        updatedAfter: '2026-01-02T03:04:05.6+02:00',
        updatedBefore: '2026-01-02T03:04:05.678Z',
      }),
    ).toEqual({
      name: '50%_off',
      accountId: 'acc123',
      dealId: 'deal456',
      templateId: 'tmpl789',
      published: false,
      userEmail: 'jane@example.com',
      domain: 'example.com',
      createdAfter: '2026-01-02T00:00:00.000Z',
      createdBefore: '2026-01-02T03:04:05.000Z',
      updatedAfter: '2026-01-02T01:04:05.600Z',
      updatedBefore: '2026-01-02T03:04:05.678Z',
    });
  });

  it('reads the JSON form, where published may be a real boolean', () => {
    expect(parseWorkspaceFilters(JSON.stringify({ published: true, name: 'acme' }))).toEqual({
      published: true,
      name: 'acme',
    });
  });

  it('converts an internationalized domain to punycode', () => {
    expect(parseWorkspaceFilters({ domain: 'Münche.de' })).toEqual({ domain: 'xn--mnche-kva.de' });
  });

  it.each([
    [{ nope: 'x' }, 'filters.nope', /^is not a known filter; allowed: name, accountId, /],
    [{ published: 'yes' }, 'filters.published', /^must be true or false$/],
    [{ published: 'TRUE' }, 'filters.published', /^must be true or false$/],
    [{ accountId: 'not an id' }, 'filters.accountId', /^must be an id string$/],
    [{ userEmail: 'nobody' }, 'filters.userEmail', /^must be a valid e-mail address$/],
    [{ domain: 'localhost' }, 'filters.domain', /^must be a domain name$/],
    [{ createdAfter: '2026-02-30' }, 'filters.createdAfter', /^must be an ISO 8601 timestamp or a date/],
    [{ updatedBefore: 'yesterday' }, 'filters.updatedBefore', /^must be an ISO 8601 timestamp or a date/],
    [{ name: '' }, 'filters.name', /^must not be empty$/],
    [{ name: ['a', 'b'] }, 'filters.name', /^must be given once$/],
  ])('rejects %j naming the field', (raw, field, message) => {
    expect(problems(raw)).toEqual([{ field, message: expect.stringMatching(message) }]);
  });

  it.each([
    ['{"name": 5}', 'filters.name', 'must be a string'],
    ['{"published": "maybe"}', 'filters.published', 'must be true or false'],
    ['{"published": null}', 'filters.published', 'must be true or false'],
    ['{"name": {"a": 1}}', 'filters.name', 'must be a string'],
    ['{"name": "a", "name": "b"}', 'filters.name', 'must be given once'],
    ['{nope', 'filters', 'must be a JSON object or given as filters[key]=value'],
    ['[]', 'filters', 'must be a JSON object or given as filters[key]=value'],
    ['"name"', 'filters', 'must be a JSON object or given as filters[key]=value'],
    ['', 'filters', 'must be a JSON object or given as filters[key]=value'],
  ])('rejects the JSON %s naming %s', (raw, field, message) => {
    expect(problems(raw)).toEqual([{ field, message }]);
  });

  it('reports every bad key at once', () => {
    expect(problems({ published: 'x', dealId: '!' }).map((detail) => detail.field)).toEqual([
      'filters.dealId',
      'filters.published',
    ]);
  });

  it('rejects both syntaxes at once and a repeated filters parameter', () => {
    expect(problems({ '(json)': '{}', name: 'a' })[0].field).toBe('filters');
    expect(problems(['{}', '{}'])[0].field).toBe('filters');
  });

  it('does not mistake nested keys or string values for repeated top-level keys', () => {
    expect(parseWorkspaceFilters('{"name": "a:\\"name\\"", "domain": "example.com"}')).toEqual({
      name: 'a:"name"',
      domain: 'example.com',
    });
  });
});

describe('likeContains', () => {
  it('escapes LIKE wildcards and the escape character so they match literally', () => {
    expect(likeContains('50%_off\\x')).toBe('%50\\%\\_off\\\\x%');
  });
});
