import type { OpenAPIObject } from '@nestjs/swagger';
import { VERSIONED_EXTENSION } from '../common/http/openapi.js';
import { documentVersionedRoutes } from './versioned-docs.js';

const op = (versioned: boolean) => ({
  ...(versioned ? { [VERSIONED_EXTENSION]: true } : {}),
  parameters: [{ name: 'id', in: 'path' }],
  responses: { '200': { description: 'Success' } },
});

describe('documentVersionedRoutes', () => {
  const document = () =>
    documentVersionedRoutes({
      paths: {
        '/v1/tags': { get: op(false) },
        '/v1/tags/{id}': { get: op(true), patch: op(true), delete: op(true) },
        '/v1/tags/{id}/copy': { post: op(false) },
      },
    } as unknown as OpenAPIObject);

  it('documents ETag, If-None-Match and 304 on a versioned GET', () => {
    const get = document().paths['/v1/tags/{id}'].get!;
    expect(Object.keys(get.responses)).toEqual(['200', '304']);
    expect(Object.keys((get.responses['200'] as { headers: object }).headers)).toEqual(['ETag']);
    expect(get.parameters!.map((p) => (p as { name: string }).name)).toEqual(['id', 'If-None-Match']);
  });

  it('documents If-Match and 412 on a versioned PATCH (with ETag) and DELETE (without)', () => {
    const { patch, delete: remove } = document().paths['/v1/tags/{id}'];
    expect(Object.keys(patch!.responses)).toEqual(['200', '412']);
    expect((patch!.responses['200'] as { headers?: object }).headers).toHaveProperty('ETag');
    expect((remove!.responses['200'] as { headers?: object }).headers).toBeUndefined();
    expect(remove!.parameters!.map((p) => (p as { name: string }).name)).toEqual(['id', 'If-Match']);
  });

  it('leaves other operations alone and removes the marker', () => {
    const doc = document();
    expect(doc.paths['/v1/tags'].get).toEqual({
      parameters: [{ name: 'id', in: 'path' }],
      responses: op(false).responses,
    });
    expect(doc.paths['/v1/tags/{id}/copy'].post).toEqual(op(false));
    expect(JSON.stringify(doc)).not.toContain(VERSIONED_EXTENSION);
  });
});
