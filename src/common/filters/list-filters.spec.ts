import { AppError } from '../http/app-error.js';
import { ListFilters, filterKinds as kind } from './list-filters.js';

const declared = (firstProblemOnly?: boolean) =>
  new ListFilters(
    { workspaceId: kind.id(), role: kind.oneOf(['owner', 'viewer'] as const), done: kind.boolean() },
    { description: 'Test.', firstProblemOnly },
  );

function details(filters: ReturnType<typeof declared>, raw: unknown) {
  try {
    filters.parse(raw);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) return { message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected a 400');
}

describe('ListFilters', () => {
  it('keeps only the keys given, parsed', () => {
    expect(declared().parse({ role: 'owner' })).toEqual({ role: 'owner' });
    expect(declared().parse('{"done": true, "workspaceId": "abc"}')).toEqual({ done: true, workspaceId: 'abc' });
    expect(declared().parse(undefined)).toEqual({});
  });

  it('names every bad value in declaration order, or only the first when so declared', () => {
    const raw = { role: 'nobody', workspaceId: 'not an id' };
    expect(details(declared(), raw).details).toEqual([
      { field: 'filters.workspaceId', message: 'must be an id string' },
      { field: 'filters.role', message: 'must be one of: owner, viewer' },
    ]);
    expect(details(declared(true), raw)).toEqual({
      message: 'filters.workspaceId must be an id string',
      details: [{ field: 'filters.workspaceId', message: 'must be an id string' }],
    });
  });

  it('accepts booleans in the JSON form only for boolean keys', () => {
    expect(details(declared(), '{"role": true}').details).toEqual([
      { field: 'filters.role', message: 'must be a string' },
    ]);
    expect(details(declared(), '{"done": 1}').details).toEqual([
      { field: 'filters.done', message: 'must be true or false' },
    ]);
  });

  it('documents its keys in order', () => {
    expect(declared().keys).toEqual(['workspaceId', 'role', 'done']);
  });
});
