import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ID_PATTERN } from '../ids.js';
import { AppError } from './app-error.js';

/**
 * The `:id` of every route: a value no id can have (`/v1/boards/a%00b`, 5,000 characters) is simply not found, as
 * any unknown id, without asking the database, which PostgreSQL would answer with an error for a NUL byte (a 500).
 */
@Injectable()
export class PathIdPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'param' || metadata.data !== 'id') return value;
    if (typeof value === 'string' && ID_PATTERN.test(value)) return value;
    throw new AppError(404, `id ${JSON.stringify(String(value)).slice(0, 100)} not found`);
  }
}
