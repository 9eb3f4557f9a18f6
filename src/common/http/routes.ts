import { Delete, Get, Patch, Post, type Type, applyDecorators } from '@nestjs/common';
import { IdempotentPost } from '../idempotency/idempotency.interceptor.js';
import type { PageInfo } from '../pagination/page-info.js';
import { DeletedDoc, Endpoint, type EndpointOptions } from './openapi.js';
import { StreamedBody } from './streamed-body.js';

/**
 * The five routes of a resource collection, each one decorator: method, path and Endpoint docs together, with the
 * operationId taken from the handler's name (the contract's rule: method name = operationId). The single-resource
 * routes are declared versioned (ETag, If-Match) here, once.
 */
type Doc = Pick<EndpointOptions, 'summary' | 'description' | 'errors' | 'errorText'>;
/** What a create or an action answers when it is not the resource itself. */
type Returns = { returns?: { key: string; type: Type<unknown> } };

interface Resource {
  /** Key of one resource inside `data` (`board`), and of the list (`boards`). */
  one: string;
  many: string;
  type: Type<unknown>;
  /** Collection for the Location header of a create (a resource without a create route has none). */
  location?: string;
}

const route =
  (method: MethodDecorator, endpoint: (operationId: string) => EndpointOptions): MethodDecorator =>
  (target, key, descriptor) =>
    applyDecorators(method, Endpoint(endpoint(String(key))))(target, key, descriptor);

const plus = (errors: number[], doc: Doc): number[] => [...errors, ...(doc.errors ?? [])];

/** The route decorators of one resource: `@routes.get({ summary: 'Retrieve a board' })`. */
export function resourceRoutes(resource: Resource) {
  const returns = { key: resource.one, type: resource.type };
  return {
    /** `GET /v1/<collection>`: one page, `{ <many>: [...], pageInfo }`. */
    list: (doc: Doc): MethodDecorator =>
      route(Get(), (operationId) => ({
        ...doc,
        operationId,
        returns: { key: resource.many, type: resource.type, list: true },
      })),

    /** `POST /v1/<collection>`: 201 (unless `status` says otherwise) with Location, Idempotency-Key honoured. */
    create: (doc: Doc & Returns & { status?: 200 }): MethodDecorator =>
      route(IdempotentPost(), (operationId) => ({
        status: doc.status ?? 201,
        summary: doc.summary,
        description: doc.description,
        operationId,
        location: resource.location,
        returns: doc.returns ?? returns,
        errors: plus([413, 415], doc),
      })),

    /**
     * `POST /v1/<collection>` whose handler reads the body itself, as a stream (a file upload): 201 with Location.
     * The body is not JSON, so the Idempotency-Key interceptor cannot fingerprint it up front: the handler claims the
     * key once the body is stored (IdempotentUploads).
     */
    upload: (doc: Doc): MethodDecorator =>
      route(applyDecorators(Post(), StreamedBody()), (operationId) => ({
        ...doc,
        status: 201,
        operationId,
        location: resource.location,
        returns,
        errors: plus([413, 415], doc),
      })),

    /** `GET /v1/<collection>/:id`: the resource with its ETag. */
    get: (doc: Doc): MethodDecorator =>
      route(Get(':id'), (operationId) => ({ ...doc, operationId, returns, errors: plus([404], doc), versioned: true })),

    /** `PATCH /v1/<collection>/:id`: If-Match honoured, the changed resource with its new ETag. */
    update: (doc: Doc): MethodDecorator =>
      route(Patch(':id'), (operationId) => ({
        ...doc,
        operationId,
        returns,
        errors: plus([404, 413, 415], doc),
        versioned: true,
      })),

    /**
     * `POST /v1/<collection>/:id/<action>`: an action on one resource (200, Idempotency-Key honoured), answering
     * the resource unless `returns` names another.
     */
    action: (action: string, doc: Doc & Returns): MethodDecorator =>
      route(IdempotentPost(`:id/${action}`), (operationId) => ({
        ...doc,
        operationId,
        returns: doc.returns ?? returns,
        errors: plus([404], doc),
      })),

    /** `DELETE /v1/<collection>/:id`: If-Match honoured, answers `{ id }`. */
    remove: (doc: Doc): MethodDecorator =>
      route(Delete(':id'), (operationId) => ({
        ...doc,
        operationId,
        returns: { key: '', type: DeletedDoc },
        errors: plus([404], doc),
        versioned: true,
      })),
  };
}

/** The answer of a list route: `{ <many>: [...], pageInfo }`. */
export function listed<K extends string, I>(
  key: K,
  { items, pageInfo }: { items: I; pageInfo: PageInfo },
): Record<K, I> & { pageInfo: PageInfo } {
  return { [key]: items, pageInfo } as Record<K, I> & { pageInfo: PageInfo };
}
