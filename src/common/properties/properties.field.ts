import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Rule } from '../validation/rule.js';
import { type Shape, allowedProperties, splitProperties } from './selection.js';

/**
 * The `properties` query parameter of one resource: accepts repeated keys, comma lists and `properties[]`,
 * rejects unknown names with the allowed list, and documents the names as an enum.
 */
export function PropertiesField(shape: Shape): PropertyDecorator {
  const allowed = allowedProperties(shape);
  const allowedSet = new Set(allowed);
  return applyDecorators(
    Rule(
      'properties',
      (value) => {
        if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
          return 'must be a list of property names';
        const names = splitProperties(value as string[]);
        if (names.some((name) => name === '')) return 'must not contain empty names';
        const unknown = names.filter((name) => !allowedSet.has(name));
        if (unknown.length > 0) {
          return `contains unknown ${shape.name} properties: ${unknown.join(', ')}; allowed: ${allowed.join(', ')}`;
        }
        return null;
      },
      'optional',
    ),
    ApiProperty({
      required: false,
      type: [String],
      enum: allowed,
      description:
        'Properties to return (repeat the key, separate with commas, or use properties[]). `id` and, where the resource has them, `object` and `url` are always returned. Omit for the full resource.',
    }),
  );
}
