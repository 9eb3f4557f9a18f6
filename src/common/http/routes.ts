import { Delete, Get, Patch, type Type, applyDecorators } from '@nestjs/common';
import { IdempotentPost } from '../idempotency/idempotency.interceptor.js';
import { DeletedDoc, Endpoint, type EndpointOptions } from './openapi.js';

/**
 * The five routes a resource collection has, each one decorator: method, path and Endpoint docs together, with the
 * operationId taken from the handler's name (the contract's rule: method name = operationId). Single-resource
 * routes are declared versioned (ETag, If-Match) here, once.
 */
type Doc = Pick<EndpointOptions, 'summary' | 'description' | 'errors'>;
type Returns = { returns: { key: string; type: Type<unknown> } };

const route =
  (method: MethodDecorator, endpoint: (operationId: string) => EndpointOptions): MethodDecorator =>
  (target, key, descriptor) =>
    applyDecorators(method, Endpoint(endpoint(String(key))))(target, key, descriptor);

const plus = (errors: number[], doc: Doc): number[] => [...errors, ...(doc.errors ?? [])];

/** `GET /v1/<collection>`: one page, `{ <key>: [...], pageInfo }`. */
export const ListRoute = (doc: Doc & Returns): MethodDecorator =>
  route(Get(), (operationId) => ({ ...doc, operationId, returns: { ...doc.returns, list: true } }));

/** `POST /v1/<collection>`: 201 (unless `status` says otherwise) with Location, Idempotency-Key honoured. */
export const CreateRoute = (doc: Doc & Returns & { location: string; status?: 200 }): MethodDecorator =>
  route(IdempotentPost(), (operationId) => ({ status: 201, ...doc, operationId, errors: plus([413, 415], doc) }));

/** `GET /v1/<collection>/:id`: the resource with its ETag. */
export const GetRoute = (doc: Doc & Returns): MethodDecorator =>
  route(Get(':id'), (operationId) => ({ ...doc, operationId, errors: plus([404], doc), versioned: true }));

/** `PATCH /v1/<collection>/:id`: If-Match honoured, the changed resource with its new ETag. */
export const UpdateRoute = (doc: Doc & Returns): MethodDecorator =>
  route(Patch(':id'), (operationId) => ({ ...doc, operationId, errors: plus([404, 413, 415], doc), versioned: true }));

/** `DELETE /v1/<collection>/:id`: If-Match honoured, answers `{ id }`. */
export const DeleteRoute = (doc: Doc): MethodDecorator =>
  route(Delete(':id'), (operationId) => ({
    ...doc,
    operationId,
    returns: { key: '', type: DeletedDoc },
    errors: plus([404], doc),
    versioned: true,
  }));
