import { jest } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import { BoardsService } from '../../src/boards/boards.service.js';
import { type Api, expectError, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';

/** An unexpected failure answers 500 in the error shape without a stack trace, SQL or driver message. */
describe('unexpected errors', () => {
  let t: TestApp;
  let api: Api;
  let boards: BoardsService;

  beforeAll(async () => {
    ({ t, api } = await bootWithOrg());
    boards = t.app.get(BoardsService);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const leaks = (text: string) => /SELECT|secret_column|at .*\.(ts|js):\d+|QueryFailedError|node_modules/.test(text);

  it('hides the SQL and the driver message of a failed query', async () => {
    const sql = 'SELECT secret_column FROM board WHERE organization_id = $1';
    jest
      .spyOn(boards, 'list')
      .mockRejectedValue(new QueryFailedError(sql, ['org'], new Error('column "secret_column" does not exist')));
    const res = await api.get('/v1/boards').expect(500);
    const error = expectError(res.body, 500, 'INTERNAL_SERVER_ERROR');
    expect(error.requestId).toBe(res.headers['x-request-id']);
    expect(leaks(res.text)).toBe(false);
  });

  it('hides the message and stack of a programming error', async () => {
    jest
      .spyOn(boards, 'list')
      .mockRejectedValue(new TypeError("Cannot read properties of undefined (reading 'secret_column')"));
    const res = await api.get('/v1/boards').expect(500);
    expectError(res.body, 500, 'INTERNAL_SERVER_ERROR');
    expect(leaks(res.text)).toBe(false);
    expect(res.text).not.toMatch(/Cannot read properties/);
  });
});
