import { type ExecutionContext, SetMetadata, applyDecorators, createParamDecorator } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { ApiRequest, OrgContext } from '../http/request.js';

export const IS_PUBLIC = 'auth:public';

/** Marks a public operation in the generated document, where documentPublicRoutes turns it into `security: []`. */
export const PUBLIC_EXTENSION = 'x-public';

/**
 * Opens a route to callers without a key (status, docs). Everything else requires one. The OpenAPI document says
 * so from the same decorator, so the two cannot disagree.
 */
export const Public = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension(PUBLIC_EXTENSION, true));

/** The caller's organization, set by the auth guard; every service call takes it first. */
export const CurrentOrg = createParamDecorator((_data: unknown, ctx: ExecutionContext): OrgContext => {
  const org = ctx.switchToHttp().getRequest<ApiRequest>().org;
  if (!org) throw new Error('CurrentOrg used on a public route');
  return org;
});
