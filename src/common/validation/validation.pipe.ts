import { isDeepStrictEqual } from 'node:util';
import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { type ErrorDetail, invalidFields } from '../http/app-error.js';
import { cacheValidationMetadata } from './metadata-cache.js';
import { findTextProblems } from './text-policy.js';

function join(parent: string, property: string): string {
  if (/^\d+$/.test(property)) return `${parent}[${property}]`;
  return parent ? `${parent}.${property}` : property;
}

/** Flattens class-validator's tree into `details[{ field: 'customFields[1].value', message }]`. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const error of errors) {
    const field = join(parent, error.property);
    for (const [rule, message] of Object.entries(error.constraints ?? {})) {
      details.push({ field, message: rule === 'whitelistValidation' ? 'is not allowed' : message });
    }
    if (error.children?.length) details.push(...flattenValidationErrors(error.children, field));
  }
  return details;
}

type Constructor = new () => object;

const isEmptyPlainObject = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  Object.keys(value).length === 0;

/**
 * Most requests send no query string and no body, so most values validated are `{}`. For a DTO whose `{}` the pipe
 * turns into exactly a fresh instance that validates (learnt once per class, by running the pipe), `{}` becomes
 * that instance without transforming and validating it again on every request; any other DTO or value takes the
 * full path.
 */
class StrictValidationPipe extends ValidationPipe {
  private readonly emptyIsFresh = new WeakMap<Constructor, boolean>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // The text policy holds for every string of every validated body and query (custom decorators included, which
    // is how @ParsedQuery arrives), whatever rule its field declares, or whether it declares one at all.
    const validated = this.toValidate(metadata);
    if (validated) {
      const problems = findTextProblems(value, metadata.type === 'body' ? 'body' : 'query');
      if (problems.length > 0) throw invalidFields(problems);
    }
    const type = metadata.metatype as Constructor | undefined;
    if (!type || !isEmptyPlainObject(value) || !validated) return super.transform(value, metadata);
    let fresh = this.emptyIsFresh.get(type);
    if (fresh === undefined) {
      const full = await super.transform({}, metadata).then(
        (result: unknown) => result,
        () => null,
      );
      fresh = full !== null && isDeepStrictEqual(full, new type());
      this.emptyIsFresh.set(type, fresh);
    }
    return fresh ? new type() : super.transform(value, metadata);
  }
}

/** Strict validation: unknown fields are rejected, nothing is coerced behind the client's back. */
export function createValidationPipe(): ValidationPipe {
  cacheValidationMetadata();
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validateCustomDecorators: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => invalidFields(flattenValidationErrors(errors)),
  });
}
