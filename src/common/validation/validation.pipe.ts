import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { type ErrorDetail, invalidFields } from '../http/app-error.js';
import { cacheValidationMetadata } from './metadata-cache.js';
import { type Constructor, ValidatedValues } from './validated-values.js';
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

const isEmptyPlainObject = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  Object.keys(value).length === 0;

/**
 * The strict pipe, with what it accepted kept (ValidatedValues): a query it validated before is answered with a copy
 * of its result. A body is kept only when it is `{}` (a create with every field optional, an action without input):
 * bodies are larger and seldom sent twice.
 */
class StrictValidationPipe extends ValidationPipe {
  private readonly accepted = new ValidatedValues();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // The text policy holds for every string of every validated body and query (custom decorators included, which
    // is how @ParsedQuery arrives), whatever rule its field declares, or whether it declares one at all.
    const validated = this.toValidate(metadata);
    if (validated) {
      const problems = findTextProblems(value, metadata.type === 'body' ? 'body' : 'query');
      if (problems.length > 0) throw invalidFields(problems);
    }
    const type = metadata.metatype as Constructor | undefined;
    const kept = validated && type && (metadata.type !== 'body' || isEmptyPlainObject(value));
    const key = kept ? this.accepted.keyOf(type, `${metadata.type}:${metadata.data ?? ''}`, value) : null;
    if (key === null) return super.transform(value, metadata);
    const known = this.accepted.get(key);
    if (known !== undefined) return known;
    const result: unknown = await super.transform(value, metadata);
    this.accepted.set(key, result);
    return result;
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
