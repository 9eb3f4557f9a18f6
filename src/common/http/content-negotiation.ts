import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppError } from './app-error.js';

/** The media types a route may offer besides JSON. */
export const JSON_TYPE = 'application/json';
export const CSV_TYPE = 'text/csv';
export type Representation = typeof JSON_TYPE | typeof CSV_TYPE;

/**
 * The representation the request's `Accept` asks for among `offered`, the first of which answers a request without
 * a preference (no `Accept`, a blank one or one of separators only, or one whose best matches tie). Express's `req.accepts` (negotiator) does
 * the reading: media ranges, wildcards, `q` weights, entries it cannot parse skipped. Media-type parameters other
 * than `q` are dropped first: negotiator would only match a range whose parameters the offered type repeats, so
 * `text/csv; charset=utf-8` or `; header=present`, which clients send, would find nothing (our text is always
 * UTF-8). A request that accepts none of `offered` gets 406 naming what is offered, never a guess.
 */
export function negotiate<T extends string>(
  req: Pick<Request, 'accepts' | 'headers'>,
  offered: readonly [T, ...T[]],
): T {
  const accept = withWeightsOnly(req.headers.accept ?? '');
  // No range at all (absent, blank, only separators) states no preference.
  if (accept.replace(/[\s,;]/g, '') === '') return offered[0];
  const weighed = Object.create(req, { headers: { value: { ...req.headers, accept } } });
  const chosen = (weighed as Pick<Request, 'accepts'>).accepts([...offered]);
  if (chosen === false) throw notAcceptable(offered);
  return chosen as T;
}

/** Each range of an Accept value with its `q` only: `text/csv; charset=utf-8; q=0.5` → `text/csv;q=0.5`. */
function withWeightsOnly(accept: string): string {
  return accept
    .split(',')
    .map((range) => {
      const [type, ...parameters] = range.split(';').map((part) => part.trim());
      return [type, ...parameters.filter((parameter) => /^q\s*=/i.test(parameter))].join(';');
    })
    .filter((range) => range !== '')
    .join(',');
}

export function notAcceptable(offered: readonly string[]): AppError {
  return new AppError(406, `Accept names no representation this route offers; it offers ${offered.join(', ')}`);
}

/**
 * `@Negotiated(['application/json', 'text/csv']) as: Representation` on a handler: the representation the request
 * asks for (406 before any work when it accepts none), with `Vary: Accept` on the answer so a cache keeps one of each.
 */
export const Negotiated = createParamDecorator(
  (offered: readonly [Representation, ...Representation[]], ctx: ExecutionContext): Representation => {
    const http = ctx.switchToHttp();
    http.getResponse<Response>().vary('Accept');
    return negotiate(http.getRequest<Request>(), offered);
  },
);
