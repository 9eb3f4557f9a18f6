import { type ExecutionContext, Injectable, type PipeTransform, createParamDecorator } from '@nestjs/common';
import { DECORATORS } from '@nestjs/swagger';
import { type Precondition, readIfMatch } from './if-match.js';
import { checkedPathId } from './path-id.pipe.js';
import type { ApiRequest, OrgContext } from './request.js';

/**
 * The row a single-resource route (`/v1/<collection>/:id`) addresses: the caller's organization, the `:id`, and the
 * `If-Match` precondition a PATCH or DELETE passes on to its service (a GET leaves it unused).
 */
export interface RowTarget extends Precondition {
  readonly org: OrgContext;
  readonly id: string;
}

type UncheckedTarget = Omit<RowTarget, 'id'> & { readonly id: unknown };

const readTarget = createParamDecorator((_data: unknown, ctx: ExecutionContext): UncheckedTarget => {
  const req = ctx.switchToHttp().getRequest<ApiRequest>();
  if (!req.org) throw new Error('Target used on a public route');
  return { org: req.org, id: req.params.id, ifMatch: readIfMatch(req.header('if-match')) };
});

/**
 * The `:id` is checked as PathIdPipe checks every `@Param('id')` (a 400 for refused text, else a 404), in a pipe
 * as there, so an error in the query string still answers first as it did.
 */
@Injectable()
class TargetIdPipe implements PipeTransform {
  transform(target: UncheckedTarget): RowTarget {
    return { ...target, id: checkedPathId(target.id) };
  }
}

/**
 * `@Target() t: RowTarget` on a single-resource handler. Read after the guards, so `org` is the authenticated
 * caller's. Documents the `id` path parameter first, where `@Param('id')` puts it.
 */
export function Target(): ParameterDecorator {
  return (target, key, index) => {
    readTarget(TargetIdPipe)(target, key, index);
    if (key === undefined) return;
    const method = (target as Record<string | symbol, object>)[key];
    const parameters: unknown[] = Reflect.getMetadata(DECORATORS.API_PARAMETERS, method) ?? [];
    const id = { name: 'id', required: true, in: 'path', type: String };
    Reflect.defineMetadata(DECORATORS.API_PARAMETERS, [id, ...parameters], method);
  };
}
