import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { type ErrorDetail, invalidFields } from '../http/app-error.js';

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

/** Strict validation: unknown fields are rejected, nothing is coerced behind the client's back. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validateCustomDecorators: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => invalidFields(flattenValidationErrors(errors)),
  });
}
