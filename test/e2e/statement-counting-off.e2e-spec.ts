import { apiAs } from '../support/api.js';
import { bootTestApp } from '../support/app.js';
import { createBoard } from '../support/factories/boards.js';

/**
 * Deployed, the service counts no statements (COUNT_STATEMENTS and QUERY_COUNT_HEADER unset): no request scope is
 * opened, and reads and writes work the same without one. Its own file: scopes, once enabled, stay on in a process.
 */
describe('without COUNT_STATEMENTS, as deployed', () => {
  it('answers reads and writes without a request scope, counting nothing and sending no X-Query-Count', async () => {
    const t = await bootTestApp({ COUNT_STATEMENTS: 'false' });
    try {
      const api = apiAs(t, (await t.newOrg()).key);
      let header: string | undefined = 'unset';
      const counted = await t.countQueries(async () => {
        await createBoard(api, { title: 'Launch', tagNames: ['Kickoff'] });
        header = (await api.get('/v1/boards?limit=5').expect(200)).headers['x-query-count'];
        await api.get('/v1/workspaces?limit=5').expect(200);
      });
      expect(counted).toBe(0);
      expect(header).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
