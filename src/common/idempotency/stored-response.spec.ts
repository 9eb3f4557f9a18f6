import { collectionOf, responseToStore } from './stored-response.js';

const BASE = 'https://api.example.com';
const store = (result: unknown, maxBytes = 1024, status = 201) =>
  responseToStore({ status, result, maxBytes, publicBaseUrl: BASE });

describe('collectionOf', () => {
  it('is the object name in plural kebab-case, as every route names its collection', () => {
    expect(['board', 'customField', 'workspacePlanTask', 'webhookEndpoint'].map(collectionOf)).toEqual([
      'boards',
      'custom-fields',
      'workspace-plan-tasks',
      'webhook-endpoints',
    ]);
  });
});

describe('responseToStore', () => {
  it('keeps an answer up to the cap byte for byte, with its status', () => {
    const result = { board: { id: 'a1B2c3D4e5F6', object: 'board', title: 'é'.repeat(100) } };
    expect(store(result, 1024, 201)).toEqual({ status: 201, body: JSON.stringify({ data: result }) });
  });

  it('counts the cap in UTF-8 bytes, not characters', () => {
    const result = { board: { id: 'a1B2c3D4e5F6', object: 'board', title: '€'.repeat(400) } };
    expect(JSON.stringify({ data: result }).length).toBeLessThan(1024);
    expect(store(result).status).toBe(303);
  });

  it('keeps a larger answer as a 303 to the url the resource carries', () => {
    const url = `${BASE}/v1/templates/a1B2c3D4e5F6`;
    const result = { template: { id: 'a1B2c3D4e5F6', object: 'template', url, name: 'x'.repeat(2000) } };
    expect(store(result)).toEqual({
      status: 303,
      body: JSON.stringify({ data: { template: { id: 'a1B2c3D4e5F6', object: 'template', url, truncated: true } } }),
      location: url,
    });
  });

  it('derives the url from object and id when the caller did not select it', () => {
    const result = { workspaceUser: { id: 'a1B2c3D4e5F6', object: 'workspaceUser', notes: 'x'.repeat(2000) } };
    expect(store(result, 1024, 200).location).toBe(`${BASE}/v1/workspace-users/a1B2c3D4e5F6`);
  });

  it('keeps only the status of a larger answer that names no resource', () => {
    expect(store({ items: ['x'.repeat(2000)] }, 1024, 200)).toEqual({ status: 200, body: null });
    expect(store({ a: { id: 'x' }, b: 'y'.repeat(2000) }, 1024, 200).body).toBeNull();
  });
});
