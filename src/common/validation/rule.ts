import { ValidateBy, ValidateIf } from 'class-validator';
import { textProblem } from './text-policy.js';
import { codePointLength } from './text-key.js';

/** A check returns null when the value is fine, otherwise the message (without the field name). */
export type Check = (value: unknown) => string | null;

/**
 * One rule per field with one precise message. `absent` says what undefined/null mean:
 * - 'optional': undefined skips the rule, null is an error ("must not be null");
 * - 'nullable': undefined and null both skip the rule (null clears the value);
 * - 'required': both are errors.
 */
export function Rule(name: string, check: Check, absent: 'optional' | 'nullable' | 'required'): PropertyDecorator {
  const guarded: Check = (value) => {
    if (value === undefined) return absent === 'required' ? 'is required' : null;
    if (value === null) return absent === 'nullable' ? null : 'must not be null';
    return check(value);
  };
  const rule = ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => guarded(value) === null,
      defaultMessage: (args) => guarded(args?.value) ?? 'is invalid',
    },
  });
  if (absent === 'required') return rule;
  // ValidateIf also marks the property as known to the whitelist when it is absent.
  const skipAbsent = ValidateIf((_object: object, value: unknown) => value !== undefined);
  return (target: object, key: string | symbol) => {
    skipAbsent(target, key);
    rule(target, key);
  };
}

export const checks = {
  string(opts: { min?: number; max?: number; singleLine?: boolean } = {}): Check {
    return (v) => {
      if (typeof v !== 'string') return 'must be a string';
      const length = codePointLength(v);
      if (opts.min !== undefined && length < opts.min) {
        return `must be at least ${opts.min} character${opts.min === 1 ? '' : 's'}`;
      }
      if (opts.max !== undefined && length > opts.max) return `must be at most ${opts.max} characters`;
      return textProblem(v, { singleLine: opts.singleLine });
    };
  },
  boolean(): Check {
    return (v) => (typeof v === 'boolean' ? null : 'must be a boolean');
  },
  integer(opts: { min?: number; max?: number } = {}): Check {
    return (v) => {
      if (typeof v !== 'number' || !Number.isInteger(v)) return 'must be an integer';
      if (opts.min !== undefined && v < opts.min) return `must be at least ${opts.min}`;
      if (opts.max !== undefined && v > opts.max) return `must be at most ${opts.max}`;
      return null;
    };
  },
  oneOf(values: readonly string[]): Check {
    return (v) => (typeof v === 'string' && values.includes(v) ? null : `must be one of: ${values.join(', ')}`);
  },
  httpUrl(): Check {
    return (v) => {
      if (typeof v !== 'string' || v.length > 2048) return 'must be an absolute http or https URL';
      // The URL parser would silently drop tabs and line breaks and percent-encode controls, while the text as sent
      // is what gets stored.
      const problem = textProblem(v, { singleLine: true });
      if (problem) return problem;
      try {
        const url = new URL(v);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname
          ? null
          : 'must be an absolute http or https URL';
      } catch {
        return 'must be an absolute http or https URL';
      }
    };
  },
  stringArray(item: Check, opts: { max?: number } = {}): Check {
    return (v) => {
      if (!Array.isArray(v)) return 'must be an array';
      if (opts.max !== undefined && v.length > opts.max) return `must have at most ${opts.max} items`;
      for (const [i, element] of v.entries()) {
        const problem = item(element);
        if (problem) return `[${i}] ${problem}`;
      }
      return null;
    };
  },
};
