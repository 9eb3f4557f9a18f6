import { type Api, apiAs } from '../support/api.js';
import { type TestApp, bootTestApp } from '../support/app.js';
import { insertWorkspace } from '../support/factories/workspaces.js';

/** Pages of GET /v1/workspaces against the whole list: older pages are read from the oldest end of the index. */
describe('GET /v1/workspaces pages', () => {
  let t: TestApp;
  let api: Api;

  beforeAll(async () => {
    t = await bootTestApp();
    const org = await t.newOrg();
    api = apiAs(t, org.key);
    // Two share a creation time, so the id decides their order at either end of the index.
    const stamp = '2026-01-01T00:00:00.000Z';
    for (let i = 0; i < 9; i++) {
      const createdAt = i < 2 ? stamp : `2026-01-0${i + 1}T00:00:00.000Z`;
      await insertWorkspace(t, org.orgId, { name: `W${i}`, published: i % 3 !== 0, createdAt, updatedAt: createdAt });
    }
  });
  afterAll(() => t.close());

  const names = async (query: string): Promise<string[]> =>
    (await api.get(`/v1/workspaces?properties=name&${query}`).expect(200)).body.data.workspaces.map(
      (w: { name: string }) => w.name,
    );

  it.each([
    ['unfiltered', ''],
    ['filtered', 'filters[published]=true&'],
  ])(
    '%s: every page, the partial last one included, is its slice of the whole newest-first list',
    async (_, filter) => {
      const all = await names(`${filter}limit=100`);
      expect(all.length).toBeGreaterThan(4);
      for (const limit of [1, 2, 4]) {
        const pages = Math.ceil(all.length / limit);
        for (let page = 1; page <= pages + 1; page++) {
          expect(await names(`${filter}limit=${limit}&page=${page}`)).toEqual(
            all.slice((page - 1) * limit, page * limit),
          );
        }
      }
    },
  );

  it('reads the last page from the oldest end without an OFFSET, and the first from the newest end', async () => {
    const [last] = (await t.statementsOf(() => api.get('/v1/workspaces?limit=2&page=5').expect(200))).filter((sql) =>
      /"page"/.test(sql),
    );
    expect(last).toMatch(/ASC/);
    expect(last).not.toMatch(/OFFSET/);
    const [first] = (await t.statementsOf(() => api.get('/v1/workspaces?limit=2').expect(200))).filter((sql) =>
      /"page"/.test(sql),
    );
    expect(first).not.toMatch(/ASC/);
  });
});
