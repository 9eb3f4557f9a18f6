import { ApiProperty } from '@nestjs/swagger';
import type { PublicUrls } from '../common/http/public-urls.js';
import type { Shape } from '../common/properties/selection.js';
import { readModel } from '../common/read-model/read-model.js';
import type { CustomFieldOptionEntity } from './custom-field-option.entity.js';
import { CUSTOM_FIELD_OBJECTS, CUSTOM_FIELD_TYPES, CustomFieldEntity } from './custom-field.entity.js';

/** Options have no id of their own on the wire, so nothing is always returned: `options.label` gives labels only. */
export const OPTION_SHAPE: Shape = { name: 'option', always: [], fields: ['index', 'label', 'value'] };

/** An option as served (no id, so not a read model of its own). */
export class CustomFieldOptionDoc {
  @ApiProperty({ example: 0, description: '0-based position of the option.' }) index: number;
  @ApiProperty({ example: 'Enterprise' }) label: string;
  @ApiProperty({ example: 'enterprise' }) value: string;
}

/** A custom field's definition, with its options in their place. */
export const CUSTOM_FIELD = readModel({
  entity: CustomFieldEntity,
  object: 'customField',
  collection: 'custom-fields',
  docName: 'CustomFieldDoc',
  fields: (f) => ({
    name: f.stored('name', { example: 'Segment', description: 'Human label.' }),
    variableName: f.stored('variableName', { example: 'account.segment', description: 'Dotted variable name.' }),
    type: f.stored('type', { enum: CUSTOM_FIELD_TYPES, example: 'dropdownSelect' }),
    objectType: f.stored('objectType', {
      enum: CUSTOM_FIELD_OBJECTS,
      example: 'account',
      description: 'The kind of object it applies to.',
    }),
    options: f.embed<CustomFieldOptionDoc[]>(OPTION_SHAPE, {
      type: [CustomFieldOptionDoc],
      description: 'Ordered by index; empty for types without options.',
    }),
    createdAt: f.stored('createdAt', { example: '2026-01-02T03:04:05.678Z' }),
    updatedAt: f.stored('updatedAt', { example: '2026-01-02T03:04:05.678Z' }),
  }),
});

export const CUSTOM_FIELD_SHAPE = CUSTOM_FIELD.shape;
export const CustomFieldDoc = CUSTOM_FIELD.Doc;
export type CustomFieldDoc = InstanceType<typeof CustomFieldDoc>;

/** A custom field as embedded in an account, deal or workspace: the definition plus that object's `value`. */
export const CUSTOM_FIELD_EMBED_SHAPE: Shape = {
  ...CUSTOM_FIELD_SHAPE,
  fields: [...CUSTOM_FIELD_SHAPE.fields, 'value'],
};

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

/** The columns toCustomFieldResource() reads (besides the options): CUSTOM_FIELD.columns. */
export type CustomFieldFields = Parameters<typeof CUSTOM_FIELD.toWire>[0];

export const toCustomFieldResource = (
  field: CustomFieldFields,
  options: readonly OptionRow[],
  urls: PublicUrls,
): CustomFieldDoc =>
  CUSTOM_FIELD.toWire(field, urls, undefined, {
    options: [...options]
      .sort((a, b) => a.index - b.index)
      .map((option) => ({ index: option.index, label: option.label, value: option.value })),
  });
