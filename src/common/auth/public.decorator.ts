import { type ExecutionContext, SetMetadata, createParamDecorator } from '@nestjs/common';
import type { ApiRequest, OrgContext } from '../http/request.js';

export const IS_PUBLIC = 'auth:public';

/** Opens a route to callers without a key (status, docs). Everything else requires one. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/** The caller's organization, set by the auth guard; every service call takes it first. */
export const CurrentOrg = createParamDecorator((_data: unknown, ctx: ExecutionContext): OrgContext => {
  const org = ctx.switchToHttp().getRequest<ApiRequest>().org;
  if (!org) throw new Error('CurrentOrg used on a public route');
  return org;
});
