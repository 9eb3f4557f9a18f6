import request from 'supertest';
import { type TestApp, bootTestApp } from './app.js';

/** supertest bound to one app and one key: `api.get('/v1/boards')`. */
export function apiAs(t: TestApp, key: string) {
  return apiAt(t.http, key);
}

/** The same, against an app in this process (its HTTP server) or a server process (its base address). */
export function apiAt(target: TestApp['http'] | string, key: string) {
  const auth = (r: request.Test) => r.set('Authorization', `Bearer ${key}`);
  const agent = request(target);
  return {
    get: (path: string) => auth(agent.get(path)),
    post: (path: string, body?: object) =>
      body === undefined ? auth(agent.post(path)) : auth(agent.post(path)).send(body),
    patch: (path: string, body?: object) =>
      body === undefined ? auth(agent.patch(path)) : auth(agent.patch(path)).send(body),
    delete: (path: string) => auth(agent.delete(path)),
    raw: agent,
  };
}

export type Api = ReturnType<typeof apiAs>;

/** Asserts the standard error shape and returns the error object. */
export function expectError(body: unknown, status: number, code: string) {
  const error = (body as { error: Record<string, unknown> }).error;
  expect(error).toEqual({
    status,
    code,
    message: expect.any(String),
    details: expect.any(Array),
    requestId: expect.any(String),
  });
  return error as {
    status: number;
    code: string;
    message: string;
    details: { field: string; message: string }[];
    requestId: string;
  };
}

/** A booted app with one fresh organization and a client holding its key: the start of most suites. */
export async function bootWithOrg(env: Record<string, string> = {}): Promise<{ t: TestApp; api: Api; orgId: string }> {
  const t = await bootTestApp(env);
  const org = await t.newOrg();
  return { t, api: apiAs(t, org.key), orgId: org.orgId };
}

/** A fresh organization of `t` with a client holding its key (a suite that wants no other test's rows in a list). */
export async function newOrgApi(t: TestApp): Promise<{ orgId: string; key: string; slug: string; api: Api }> {
  const org = await t.newOrg();
  return { ...org, api: apiAs(t, org.key) };
}
