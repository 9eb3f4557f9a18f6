import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ID_PATTERN } from '../ids.js';
import { textProblem } from '../validation/text-policy.js';
import { AppError, invalidField } from './app-error.js';

/**
 * The `:id` of every route. Text the policy refuses everywhere (`/v1/boards/a%00b`: NUL, control characters) is a
 * 400 naming `id`, as it would be in a body or a query; any other value no id can have (5,000 characters, `%C3%A9`)
 * is simply not found, as any unknown id. Neither reaches the database, which PostgreSQL would answer with an
 * error for a NUL byte (a 500).
 */
@Injectable()
export class PathIdPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'param' || metadata.data !== 'id') return value;
    return checkedPathId(value);
  }
}

/** The `:id` when it can be an id; otherwise the 400 or 404 described on PathIdPipe. */
export function checkedPathId(value: unknown): string {
  if (typeof value === 'string' && ID_PATTERN.test(value)) return value;
  const problem = typeof value === 'string' ? textProblem(value, { singleLine: true }) : null;
  if (problem) throw invalidField('id', problem);
  throw new AppError(404, `id ${JSON.stringify(String(value)).slice(0, 100)} not found`);
}
