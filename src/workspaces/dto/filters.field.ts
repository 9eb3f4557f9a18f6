import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Rule } from '../../common/validation/rule.js';

/**
 * The `filters` query parameter: `filters[key]=value` arrives as an object, `filters={json}` as a string. Only the
 * form is checked here; readFilters() checks keys and values so each problem names `filters.<key>`.
 */
export function FiltersField(keys: readonly string[], description: string): PropertyDecorator {
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
      description: `${description} Keys: ${keys.join(', ')}. Send as filters[key]=value or filters=<JSON object>.`,
    }),
  );
}
