import { type Api, bootWithOrg, expectError } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { insertCustomField } from '../support/factories/custom-fields.js';
import { type Json } from '../support/wire.js';

const FORTY_DIGITS = '1111111111111111111111111111111111111111';

/**
 * Issue 14, finding 11: deal amounts are exact decimal text within documented bounds, dates are real calendar dates
 * in 0001–9999 in bodies, filters and template offsets, and a board icon is one emoji. Every refusal is a 400 naming
 * the field.
 */
describe('data edges', () => {
  let t: TestApp;
  let api: Api;
  let orgId: string;
  /** A template without tasks: a workspace is always made from one. */
  let templateId: string;

  beforeAll(async () => {
    ({ t, api, orgId } = await bootWithOrg());
    templateId = (await api.post('/v1/templates', { name: 'Plain' }).expect(201)).body.data.template.id;
  });
  afterAll(() => t.close());

  /** Sends `body` and expects a 400 whose only detail names `field`. */
  async function refused(method: 'post' | 'patch', path: string, body: object, field: string): Promise<string> {
    const res = await api[method](path, body).expect(400);
    const error = expectError(res.body, 400, 'BAD_REQUEST');
    expect(error.details.map((detail) => detail.field)).toEqual([field]);
    return error.details[0].message;
  }

  async function createDeal(body: Json): Promise<Json> {
    return (
      await api
        .post('/v1/deals')
        .send({ name: 'Exact', ...body })
        .expect(201)
    ).body.data.deal as Json;
  }

  describe('deal amounts', () => {
    it('keeps a 40-digit amount exactly through create, PATCH and GET', async () => {
      const deal = await createDeal({ amount: FORTY_DIGITS });
      expect(deal.amount).toBe(FORTY_DIGITS);
      const negative = `-${FORTY_DIGITS}.0123456789`;
      const patched = (await api.patch(`/v1/deals/${deal.id}`, { amount: negative }).expect(200)).body.data.deal;
      expect(patched.amount).toBe(negative);
      expect((await api.get(`/v1/deals/${deal.id}`).expect(200)).body.data.deal.amount).toBe(negative);
    });

    it('stores the canonical form: no trailing zeros and never an exponent', async () => {
      expect((await createDeal({ amount: '12.50' })).amount).toBe('12.5');
      expect((await createDeal({ amount: 1.5e39 })).amount).toBe(`15${'0'.repeat(38)}`);
      expect((await createDeal({ amount: 1e-7 })).amount).toBe('0.0000001');
    });

    it('refuses a JSON number that JSON.parse could not keep exactly, asking for a string', async () => {
      // The text a client sends: JSON.stringify would already round it.
      const res = await api
        .post('/v1/deals')
        .set('Content-Type', 'application/json')
        .send(`{"name":"Float","amount":${FORTY_DIGITS}}`)
        .expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details).toEqual([
        { field: 'amount', message: expect.stringMatching(/more than 15 significant digits.*decimal string/) },
      ]);
      await refused('post', '/v1/deals', { name: 'Float', amount: 0.1 + 0.2 }, 'amount');
    });

    it('refuses an amount past 40 integer or 10 fraction digits', async () => {
      const deal = await createDeal({ amount: '1' });
      const message = 'must have at most 40 integer digits and 10 fraction digits';
      expect(await refused('post', '/v1/deals', { name: 'Big', amount: `9${FORTY_DIGITS}` }, 'amount')).toBe(message);
      expect(await refused('patch', `/v1/deals/${deal.id}`, { amount: '0.00000000001' }, 'amount')).toBe(message);
      expect(await refused('post', '/v1/deals', { name: 'Big', amount: 1e41 }, 'amount')).toBe(message);
    });
  });

  describe('dates', () => {
    it('keeps the year 0050 as 0050 in a date and in a time', async () => {
      const ws = (
        await api.post('/v1/workspaces', { name: 'Old', templateId, targetEndDate: '0050-06-15' }).expect(201)
      ).body.data.workspace;
      expect(ws.targetEndDate).toBe('0050-06-15');
      expect((await createDeal({ closeDate: '0050-01-02' })).closeDate).toBe('0050-01-02T00:00:00Z');
    });

    it('refuses a date that does not exist, or year 0000, in every kind of body field', async () => {
      await refused('post', '/v1/workspaces', { name: 'x', templateId, startDate: '2024-02-30' }, 'startDate');
      await refused('post', '/v1/workspaces', { name: 'x', templateId, targetEndDate: '0000-01-01' }, 'targetEndDate');
      await refused('post', '/v1/deals', { name: 'x', closeDate: '2023-02-29T00:00Z' }, 'closeDate');
      await refused('post', '/v1/deals', { name: 'x', closeDate: '9999-12-31T23:00-05:00' }, 'closeDate');
      const field = await insertCustomField(t, orgId, 'date', 'deal', { name: 'Signed' });
      const body = { name: 'x', customFields: [{ id: field.id, value: '2024-02-30' }] };
      await refused('post', '/v1/deals', body, 'customFields[0].value');
    });

    it.each([
      ['createdAfter', '2024-02-30T00:00Z'],
      ['createdBefore', '2024-02-30'],
      ['updatedAfter', '2026-01-01T24:00Z'],
      ['updatedBefore', '9999-12-31T23:00-05:00'],
    ])('refuses filters[%s]=%s, naming the filter', async (key, value) => {
      const res = await api.get(`/v1/workspaces?filters[${key}]=${encodeURIComponent(value)}`).expect(400);
      expect(expectError(res.body, 400, 'BAD_REQUEST').details.map((d) => d.field)).toEqual([`filters.${key}`]);
    });

    it('refuses a workspace whose template offsets would date a task past 9999 or before 0001', async () => {
      const planTasks = [
        { title: 'Late', dueOffsetDays: 3650 },
        { title: 'Early', startOffsetDays: -3650 },
      ];
      const template = (await api.post('/v1/templates', { name: 'Long', planTasks }).expect(201)).body.data.template;
      for (const startDate of ['9999-01-01', '0001-06-01']) {
        const message = await refused(
          'post',
          '/v1/workspaces',
          { name: 'x', templateId: template.id, startDate },
          'startDate',
        );
        expect(message).toMatch(/offset of (3650|-3650) days leaves 0001-01-01 to 9999-12-31/);
      }
      const before = (await api.get('/v1/workspaces?limit=1').expect(200)).body.data.pageInfo.total;
      const ws = (
        await api.post('/v1/workspaces', { name: 'Fits', templateId: template.id, startDate: '0050-01-01' }).expect(201)
      ).body.data.workspace;
      const tasks = (
        await api
          .get(`/v1/workspace-plan-tasks?filters[workspaceId]=${ws.id}&properties=title,startDate,dueDate`)
          .expect(200)
      ).body.data.workspacePlanTasks;
      expect(tasks.map((task: Json) => [task.startDate, task.dueDate])).toEqual([
        [null, '0059-12-30'],
        ['0040-01-04', null],
      ]);
      // The refused creates left nothing behind.
      expect((await api.get('/v1/workspaces?limit=1').expect(200)).body.data.pageInfo.total).toBe(before + 1);
    });
  });

  describe('board icons', () => {
    it.each([
      ['© without VS16', '©'],
      ['a lone skin-tone modifier', '\u{1F3FB}'],
      ['a lone regional indicator', '\u{1F1FA}'],
      ['a ZWJ fragment', '👨\u200D'],
      ['a digit', '1'],
      ['#', '#'],
    ])('refuses %s, naming icon', async (_name, icon) => {
      expect(await refused('post', '/v1/boards', { title: 'Icon', icon }, 'icon')).toBe('must be exactly one emoji');
    });

    it.each([
      ['a flag', '🇺🇸'],
      ['a ZWJ sequence', '👩\u200D💻'],
      ['a keycap', '#\uFE0F\u20E3'],
      ['a skin-toned emoji', '👍🏽'],
      ['© with VS16', '©\uFE0F'],
    ])('accepts %s and serves it unchanged', async (_name, icon) => {
      const board = (await api.post('/v1/boards', { title: 'Icon', icon }).expect(201)).body.data.board;
      expect(board.icon).toBe(icon);
      const patched = (await api.patch(`/v1/boards/${board.id}`, { icon: '🚀' }).expect(200)).body.data.board;
      expect(patched.icon).toBe('🚀');
    });
  });
});
