import { getMetadataStorage } from 'class-validator';
import request from 'supertest';
import { type TestApp, bootTestApp } from '../support/app.js';

/**
 * The framework seam left (docs/architecture.md, "Framework seams") held to the library's own behaviour on this
 * application's real DTOs: what an upgrade that changes class-validator's answers, not just its shape, breaks.
 */
describe('framework seams, on the real application', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(() => t.close());

  it("cacheValidationMetadata answers every DTO's rules as class-validator resolves them", async () => {
    // A validated list request first, so the cache holds answers before they are compared.
    const { key } = await t.newOrg();
    await request(t.http).get('/v1/workspaces?limit=20').set('Authorization', `Bearer ${key}`).expect(200);
    const storage = getMetadataStorage();
    // The classes with rules, read from class-validator's storage: this test reads its internals on purpose.
    const classes = [
      ...(storage as unknown as { validationMetadatas: Map<unknown, unknown> }).validationMetadatas.keys(),
    ].filter((target): target is Function => typeof target === 'function');
    expect(classes.length).toBeGreaterThan(50);
    const library = Object.getPrototypeOf(storage) as typeof storage;
    expect(storage.getTargetValidationMetadatas).not.toBe(library.getTargetValidationMetadatas);
    // The arguments the validation pipe's validate() passes: a class, no schema, no groups.
    const differing = classes.filter((target) => {
      const cached = storage.getTargetValidationMetadatas(target, '', false, false);
      const resolved = library.getTargetValidationMetadatas.call(storage, target, '', false, false);
      return cached.length !== resolved.length || cached.some((rule, i) => rule !== resolved[i]);
    });
    expect(differing.map((target) => target.name)).toEqual([]);
  });
});
