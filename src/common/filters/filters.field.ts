import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Rule } from '../validation/rule.js';
import type { FilterDocs } from './list-filters.js';

/**
 * The `filters` query parameter of a list declared by `filters`: `filters[key]=value` arrives as an object,
 * `filters={json}` as a string. Only the form is checked here; ListFilters.parse() checks keys and values so each
 * problem names `filters.<key>`.
 */
export function FiltersField({ keys, description }: FilterDocs): PropertyDecorator {
  return applyDecorators(
    Rule(
      'filters',
      (value) =>
        typeof value === 'string' || (typeof value === 'object' && value !== null && !Array.isArray(value))
          ? null
          : 'must be a JSON object or given as filters[key]=value, once',
      'optional',
    ),
    ApiProperty({
      required: false,
      type: Object,
      description: `${description} Keys: ${keys.join(', ')}. Send as \`filters[key]=value\` or \`filters={"key":"value"}\` (a JSON object).`,
    }),
  );
}
