import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ValidateNested, isEmail as isEmailSyntax } from 'class-validator';
import { ID_PATTERN } from '../ids.js';
import { isDateOnly } from '../time.js';
import { type Check, Rule, checks } from './rule.js';
import { emailTextProblem } from './text-policy.js';

/**
 * Composite field decorators: the validation rule and its OpenAPI description come from one declaration,
 * so /docs cannot drift from what the API enforces.
 */
interface FieldOptions {
  optional?: boolean;
  nullable?: boolean;
  description?: string;
  example?: unknown;
}

function absence(opts: FieldOptions): 'optional' | 'nullable' | 'required' {
  if (opts.nullable) return 'nullable';
  return opts.optional ? 'optional' : 'required';
}

function field(name: string, check: Check, opts: FieldOptions, schema: Record<string, unknown>): PropertyDecorator {
  return applyDecorators(
    Rule(name, check, absence(opts)),
    ApiProperty({
      required: !opts.optional && !opts.nullable,
      nullable: opts.nullable ?? false,
      description: opts.description,
      example: opts.example,
      ...schema,
    }),
  );
}

/**
 * A string of 1 to `max` characters under the text policy. Single-line unless the field says `multiLine: true`: a
 * line break in a name, a title or an e-mail subject is a 400, so text that may span lines says so where it is declared.
 */
export function TextField(
  opts: FieldOptions & { min?: number; max?: number; multiLine?: boolean } = {},
): PropertyDecorator {
  const max = opts.max ?? 255;
  return field('text', checks.string({ min: opts.min, max, singleLine: !opts.multiLine }), opts, {
    type: String,
    minLength: opts.min,
    maxLength: max,
  });
}

export function BoolField(opts: FieldOptions = {}): PropertyDecorator {
  return field('boolean', checks.boolean(), opts, { type: Boolean });
}

export function IntField(opts: FieldOptions & { min?: number; max?: number } = {}): PropertyDecorator {
  return field('integer', checks.integer(opts), opts, { type: 'integer', minimum: opts.min, maximum: opts.max });
}

export function EnumField(values: readonly string[], opts: FieldOptions = {}): PropertyDecorator {
  return field('enum', checks.oneOf(values), opts, { enum: values, type: String });
}

export function UrlField(opts: FieldOptions = {}): PropertyDecorator {
  return field('url', checks.httpUrl(), opts, { type: String, format: 'uri', maxLength: 2048 });
}

const idCheck: Check = (v) => (typeof v === 'string' && ID_PATTERN.test(v) ? null : 'must be an id string');

export function IdField(opts: FieldOptions = {}): PropertyDecorator {
  return field('id', idCheck, opts, { type: String, example: opts.example ?? 'a1B2c3D4e5F6' });
}

export function IdArrayField(opts: FieldOptions & { max?: number } = {}): PropertyDecorator {
  const max = opts.max ?? 500;
  return field('idArray', checks.stringArray(idCheck, { max }), opts, {
    type: [String],
    maxItems: max,
    example: opts.example ?? ['a1B2c3D4e5F6'],
  });
}

export function TextArrayField(
  opts: FieldOptions & { min?: number; maxLength?: number; maxItems?: number } = {},
): PropertyDecorator {
  const maxItems = opts.maxItems ?? 100;
  const item = checks.string({ min: opts.min, max: opts.maxLength ?? 255, singleLine: true });
  return field('textArray', checks.stringArray(item, { max: maxItems }), opts, { type: [String], maxItems });
}

export function DateField(opts: FieldOptions = {}): PropertyDecorator {
  const check: Check = (v) => (typeof v === 'string' && isDateOnly(v) ? null : 'must be a date (YYYY-MM-DD)');
  return field('date', check, opts, { type: String, format: 'date', example: opts.example ?? '2026-03-01' });
}

/** Unquoted local part, ASCII domain of letters, digits and hyphens: what every mail system delivers the same way. */
const EMAIL =
  /^[^\s@"(),:;<>[\\\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * validator.js (class-validator's isEmail) adds what the pattern above leaves out: a top-level domain of 2+ letters
 * or punycode (`xn--…`), never `example.c` or `ex.c0m`; no empty dot-separated part in the local part (`le..ak`,
 * `.a`, `a.`), which nodemailer would send quoted; no IP address as domain; no display name.
 */
const EMAIL_SYNTAX = {
  require_tld: true,
  allow_ip_domain: false,
  allow_display_name: false,
  allow_utf8_local_part: true,
};

export function isEmail(value: string): boolean {
  return (
    value.length <= 254 &&
    emailTextProblem(value) === null &&
    EMAIL.test(value) &&
    value.split('@')[0].length <= 64 &&
    isEmailSyntax(value, EMAIL_SYNTAX)
  );
}

/**
 * Addresses are stored lower-cased, which can lengthen them (`İ` becomes two code points), so the checks run on the
 * stored form: what passes is exactly what the database receives.
 */
export function storedEmail(value: string): string {
  return value.toLowerCase();
}

/** The stored form of an e-mail address (checked before and after lower-casing), or null when it is none. */
export function parseEmail(value: string): string | null {
  if (emailTextProblem(value) !== null) return null;
  const stored = storedEmail(value);
  return isEmail(stored) ? stored : null;
}

const emailCheck: Check = (v) => {
  if (typeof v !== 'string') return 'must be a valid e-mail address';
  return emailTextProblem(v) ?? (parseEmail(v) === null ? 'must be a valid e-mail address' : null);
};

export function EmailField(opts: FieldOptions = {}): PropertyDecorator {
  const check = emailCheck;
  return field('email', check, opts, { type: String, format: 'email', example: opts.example ?? 'jane@example.com' });
}

/**
 * An optional array of objects validated one by one with `type`'s own decorators; problems are reported as
 * `field[i].property`.
 */
export function NestedArrayField<T>(
  type: new () => T,
  opts: FieldOptions & { max?: number; min?: number } = {},
): PropertyDecorator {
  const max = opts.max ?? 100;
  const check: Check = (value) => {
    if (!Array.isArray(value)) return 'must be an array';
    if (value.length > max) return `must have at most ${max} items`;
    if (opts.min !== undefined && value.length < opts.min) return `must have at least ${opts.min} item(s)`;
    const bad = value.findIndex((item) => typeof item !== 'object' || item === null || Array.isArray(item));
    return bad === -1 ? null : `[${bad}] must be an object`;
  };
  return applyDecorators(
    Rule('nestedArray', check, absence(opts)),
    ValidateNested({ each: true }),
    Type(() => type),
    ApiProperty({
      required: !opts.optional && !opts.nullable,
      type: [type],
      maxItems: max,
      description: opts.description,
      example: opts.example,
    }),
  );
}

/** An object validated with `type`'s own decorators; problems are reported as `field.property`. */
export function NestedField<T>(type: new () => T, opts: FieldOptions = {}): PropertyDecorator {
  const check: Check = (value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? null : 'must be an object';
  return applyDecorators(
    Rule('nested', check, absence(opts)),
    ValidateNested(),
    Type(() => type),
    ApiProperty({
      required: !opts.optional && !opts.nullable,
      // `nullable: false` beside the $ref Nest wraps in allOf has no `type` (Redocly's nullable-type-sibling): say
      // nothing unless the field is nullable.
      ...(opts.nullable ? { nullable: true } : {}),
      type,
      description: opts.description,
      example: opts.example,
    }),
  );
}
