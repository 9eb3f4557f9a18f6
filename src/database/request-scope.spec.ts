import { RequestScopes } from './request-scope.js';
import { QueryCounter } from './query-counter.js';

describe('RequestScopes', () => {
  it('until enabled, runs the work without entering a scope, so no statement is counted', async () => {
    const seen = await RequestScopes.run({ tracked: true, count: 0 }, async () => {
      await Promise.resolve();
      new QueryCounter().logQuery('SELECT 1');
      return RequestScopes.current();
    });
    expect(seen).toBeUndefined();
    expect(QueryCounter.total).toBe(0);
  });

  it('once enabled, carries the scope through awaits and counts the statements issued in it', async () => {
    RequestScopes.enable();
    const scope = { tracked: true, count: 0 };
    const seen = await RequestScopes.run(scope, async () => {
      await Promise.resolve();
      new QueryCounter().logQuery('SELECT 1');
      return RequestScopes.current();
    });
    expect(seen).toBe(scope);
    expect(scope.count).toBe(1);
    const background = await QueryCounter.untracked(async () => {
      new QueryCounter().logQuery('SELECT 1');
      return QueryCounter.currentScope()?.count;
    });
    expect(background).toBe(0);
  });
});
