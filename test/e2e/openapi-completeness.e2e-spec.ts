import request from 'supertest';
import { type Api, bootWithOrg } from '../support/api.js';
import type { TestApp } from '../support/app.js';
import { nonEmpty } from '../support/non-empty.js';
import { type OpenApi, exampleGaps, mediaExamples, operationsOf } from '../support/openapi-walk.js';
import type { Json } from '../support/wire.js';
import { CREATE_TEMPLATE_EXAMPLES, UPDATE_TEMPLATE_EXAMPLES } from '../../src/templates/dto/template-examples.js';
import { CREATE_SECTION_EXAMPLES, UPDATE_SECTION_EXAMPLES } from '../../src/workspace-sections/dto/section-examples.js';

/**
 * The document as tools and readers take it: every operation summarized, described and exemplified, every error
 * example of its own status, public routes said to be public. Each test lists everything missing at once. Redocly's
 * recommended rules run on the same document in `npm run lint` (redocly.yaml); the hand-written request examples are
 * sent to the API here, since a linter can check their shape but not that the API accepts them.
 */
describe('OpenAPI document: complete for the tools that read it', () => {
  let t: TestApp;
  let api: Api;
  let doc: OpenApi;

  beforeAll(async () => {
    ({ t, api } = await bootWithOrg({ PUBLIC_BASE_URL: 'https://api.dock-like.test' }));
    doc = (await request(t.http).get('/openapi.json').expect(200)).body;
  });
  afterAll(() => t.close());

  const operations = () => nonEmpty(operationsOf(doc), 80);

  it('names the server relative first ("this server"), then PUBLIC_BASE_URL', () => {
    expect(doc.servers?.map((s) => s.url)).toEqual(['/', 'https://api.dock-like.test']);
  });

  it('gives every operation a short imperative summary and a description', () => {
    const problems = operations().flatMap(([name, op]) => {
      const summary = op.summary ?? '';
      return [
        ...(/^[A-Z][a-z]+ \S/.test(summary) ? [] : [`${name}: summary "${summary}" is not "Verb object"`]),
        ...(summary.length <= 60 && !summary.endsWith('.') ? [] : [`${name}: summary "${summary}" is not short`]),
        ...(op.description?.trim() ? [] : [`${name}: no description`]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('shows an example with every JSON request body and every 2xx JSON answer', () => {
    const schemas = doc.components.schemas;
    const problems = operations().flatMap(([name, op]) => {
      const bodies = [
        ['request', op.requestBody?.content?.['application/json']] as const,
        ...Object.entries(op.responses)
          .filter(([status]) => status.startsWith('2'))
          .map(([status, response]) => [status, response.content?.['application/json']] as const),
      ];
      return bodies.flatMap(([which, media]) => {
        if (!media || mediaExamples(media).length > 0) return [];
        return exampleGaps(media.schema, schemas).map((gap) => `${name} ${which} ${gap}`);
      });
    });
    expect(problems).toEqual([]);
  });

  it('shows with every error response an example of its own status', () => {
    const problems = operations().flatMap(([name, op]) =>
      Object.entries(op.responses)
        .filter(([status]) => Number(status) >= 400)
        .flatMap(([status, response]) => {
          const examples = mediaExamples(response.content?.['application/json'] ?? {});
          const statuses = examples.map((e) => (e as { error?: { status?: number } }).error?.status);
          return statuses.length > 0 && statuses.every((s) => s === Number(status))
            ? []
            : [`${name} ${status}: example statuses ${JSON.stringify(statuses)}`];
        }),
    );
    expect(problems).toEqual([]);
  });

  it('says `security: []` on exactly the public operations and the bearer key on every other', () => {
    const security = Object.fromEntries(operations().map(([name, op]) => [name, JSON.stringify(op.security)]));
    const publicOnes = Object.keys(security).filter((name) => security[name] === '[]');
    expect(publicOnes.sort()).toEqual(['get /v1/files/{id}/content', 'get /v1/status']);
    const others = Object.entries(security).filter(([name]) => !publicOnes.includes(name));
    expect(others.filter(([, s]) => s !== '[{"bearer":[]}]')).toEqual([]);
  });

  describe('hand-written request examples, sent to the API', () => {
    const bodiesOf = (path: string, method: string) =>
      mediaExamples(doc.paths[path][method].requestBody!.content!['application/json']) as Json[];

    it('are the ones the document shows', () => {
      expect(bodiesOf('/v1/templates', 'post')).toEqual(Object.values(CREATE_TEMPLATE_EXAMPLES).map((e) => e.value));
      expect(bodiesOf('/v1/workspace-sections/{id}', 'patch')).toEqual(
        Object.values(UPDATE_SECTION_EXAMPLES).map((e) => e.value),
      );
    });

    it('creates and updates a template with its examples as written', async () => {
      for (const body of bodiesOf('/v1/templates', 'post')) {
        const id = (await api.post('/v1/templates', body).expect(201)).body.data.template.id as string;
        for (const update of Object.values(UPDATE_TEMPLATE_EXAMPLES)) {
          await api.patch(`/v1/templates/${id}`, update.value as Json).expect(200);
        }
      }
    });

    it('creates and updates sections with its examples, the ids replaced by real ones', async () => {
      const templateId = (await api.post('/v1/templates', CREATE_TEMPLATE_EXAMPLES.plansAndPages.value as Json)).body
        .data.template.id as string;
      const workspace = (await api.post('/v1/workspaces', { templateId, name: 'Globex rollout' }).expect(201)).body.data
        .workspace as { id: string };
      const filter = `filters[workspaceId]=${workspace.id}`;
      const [page] = (await api.get(`/v1/workspace-pages?${filter}`).expect(200)).body.data.workspacePages;
      const [plan] = (await api.get(`/v1/workspace-plans?${filter}`).expect(200)).body.data.workspacePlans;
      const asset = async (name: string) =>
        (await api.post('/v1/assets', { name, assetType: 'link', assetUrl: 'https://example.com/tour' }).expect(201))
          .body.data.asset.id as string;
      const ids = {
        workspacePageId: page.id,
        workspacePlanId: plan.id,
        assetIds: [await asset('a'), await asset('b')],
      };

      for (const example of Object.values(CREATE_SECTION_EXAMPLES)) {
        const body = example.value as Json;
        const real = Object.fromEntries(Object.entries(ids).filter(([key]) => key in body));
        const created = await api.post('/v1/workspace-sections', { ...body, ...real });
        expect({ example: example.summary, status: created.status }).toEqual({ example: example.summary, status: 201 });
        for (const update of Object.values(UPDATE_SECTION_EXAMPLES)) {
          const res = await api.patch(`/v1/workspace-sections/${created.body.data.workspaceSection.id}`, update.value!);
          expect({ example: update.summary, status: res.status }).toEqual({ example: update.summary, status: 200 });
        }
      }
    });
  });
});
