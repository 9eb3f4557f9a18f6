import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';
import type { CustomFieldOptionEntity } from './custom-field-option.entity.js';
import {
  CUSTOM_FIELD_OBJECTS,
  CUSTOM_FIELD_TYPES,
  type CustomFieldEntity,
  type CustomFieldObject,
  type CustomFieldType,
} from './custom-field.entity.js';

/** Options have no id of their own on the wire, so nothing is always returned: `options.label` gives labels only. */
export const OPTION_SHAPE: Shape = { name: 'option', always: [], fields: ['index', 'label', 'value'] };

const CUSTOM_FIELD_FIELDS = ['name', 'variableName', 'type', 'objectType', 'createdAt', 'updatedAt'] as const;

export const CUSTOM_FIELD_SHAPE: Shape = {
  name: 'customField',
  always: ['id', 'object', 'url'],
  fields: CUSTOM_FIELD_FIELDS,
  embeds: { options: OPTION_SHAPE },
};

/** A custom field as embedded in an account, deal or workspace: the definition plus that object's `value`. */
export const CUSTOM_FIELD_EMBED_SHAPE: Shape = {
  ...CUSTOM_FIELD_SHAPE,
  fields: [...CUSTOM_FIELD_FIELDS, 'value'],
};

export class CustomFieldOptionDoc {
  @ApiProperty({ example: 0, description: '0-based position of the option.' }) index: number;
  @ApiProperty({ example: 'Enterprise' }) label: string;
  @ApiProperty({ example: 'enterprise' }) value: string;
}

export class CustomFieldDoc {
  @ApiProperty({ example: 'a1B2c3D4e5F6' }) id: string;
  @ApiProperty({ example: 'customField', enum: ['customField'] }) object: 'customField';
  @ApiProperty({ example: 'http://localhost:3000/v1/custom-fields/a1B2c3D4e5F6' }) url: string;
  @ApiProperty({ example: 'Segment', description: 'Human label.' }) name: string;
  @ApiProperty({ example: 'account.segment', description: 'Dotted variable name.' }) variableName: string;
  @ApiProperty({ enum: CUSTOM_FIELD_TYPES, example: 'dropdownSelect' }) type: CustomFieldType;
  @ApiProperty({ enum: CUSTOM_FIELD_OBJECTS, example: 'account', description: 'The kind of object it applies to.' })
  objectType: CustomFieldObject;
  @ApiProperty({ type: [CustomFieldOptionDoc], description: 'Ordered by index; empty for types without options.' })
  options: CustomFieldOptionDoc[];
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) createdAt: string;
  @ApiProperty({ example: '2026-01-02T03:04:05.678Z' }) updatedAt: string;
}

export class CustomFieldValueDoc extends CustomFieldDoc {
  @ApiProperty({
    example: 'Enterprise',
    nullable: true,
    type: String,
    description:
      'Display value: text as is, canonical number, YYYY-MM-DD, "true"/"false", the option label, or the labels of ' +
      'the checked options in option order joined by ", "; null when unset.',
  })
  value: string | null;
}

type OptionRow = Pick<CustomFieldOptionEntity, 'index' | 'label' | 'value'>;

/** The columns toCustomFieldResource() reads (besides the options). */
export const CUSTOM_FIELD_COLUMNS = [
  'id',
  'name',
  'variableName',
  'type',
  'objectType',
  'createdAt',
  'updatedAt',
] as const;
export type CustomFieldFields = Pick<CustomFieldEntity, (typeof CUSTOM_FIELD_COLUMNS)[number]>;

export function toCustomFieldResource(
  field: CustomFieldFields,
  options: readonly OptionRow[],
  urls: PublicUrls,
): CustomFieldDoc {
  return {
    id: field.id,
    object: 'customField',
    url: urls.of('custom-fields', field.id),
    name: field.name,
    variableName: field.variableName,
    type: field.type,
    objectType: field.objectType,
    options: [...options]
      .sort((a, b) => a.index - b.index)
      .map((option) => ({ index: option.index, label: option.label, value: option.value })),
    createdAt: field.createdAt,
    updatedAt: field.updatedAt,
  };
}
