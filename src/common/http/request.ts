import type { Request } from 'express';

export interface OrgContext {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}

export interface ApiKeyContext {
  readonly id: string;
  readonly scope: 'read' | 'write';
}

/** Express request as this service sees it: requestLogger sets `id`, the auth guard sets `org` and `apiKey`. */
export type ApiRequest = Request & { id?: string | number; org?: OrgContext; apiKey?: ApiKeyContext };

export function requestIdOf(req: ApiRequest): string {
  return typeof req.id === 'string' ? req.id : String(req.id ?? '');
}
