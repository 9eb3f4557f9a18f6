import { EnumField, IntField, NestedArrayField, TextField } from '../../common/validation/fields.js';
import {
  CUSTOM_FIELD_OBJECTS,
  CUSTOM_FIELD_TYPES,
  type CustomFieldObject,
  type CustomFieldType,
} from '../custom-field.entity.js';

/** Room for sparse numbering (10, 20, 30…); the stored index is the option's position. */
const OPTION_INDEX_MAX = 1_000_000;

export class CustomFieldOptionInput {
  @IntField({
    optional: true,
    min: 0,
    max: OPTION_INDEX_MAX,
    example: 0,
    description:
      'Orders the options (unique within the list): those with an index by it, then those without in the order ' +
      'sent. Read back as the 0-based position.',
  })
  index?: number;

  @TextField({ min: 1, max: 255, example: 'Gold' })
  label: string;

  @TextField({
    min: 1,
    max: 255,
    example: 'gold',
    description: 'Stored in values; unique per field.',
  })
  value: string;
}

const OPTIONS =
  'Required (at least one) for dropdownSelect, radioSelect and multiCheckboxes; not allowed for other types. ' +
  'Written in the shape they are read, `{index?, label, value}`: ordered by `index` where given, else by array order ' +
  '(see index); values unique within the field.';

export class CreateCustomFieldDto {
  @TextField({ min: 1, max: 255, example: 'Customer tier' })
  name: string;

  @EnumField(CUSTOM_FIELD_TYPES, { example: 'radioSelect' })
  type: CustomFieldType;

  @EnumField(CUSTOM_FIELD_OBJECTS, { example: 'account', description: 'The object whose records carry the field.' })
  objectType: CustomFieldObject;

  @TextField({
    optional: true,
    min: 1,
    max: 255,
    example: 'account.customerTier',
    description: 'Merge-field name, unique per object type (409). Default `<objectType>.<camelCase name>`.',
  })
  variableName?: string;

  @NestedArrayField(CustomFieldOptionInput, {
    optional: true,
    max: 200,
    description: OPTIONS,
    example: [
      { index: 0, label: 'Gold', value: 'gold' },
      { index: 1, label: 'Silver', value: 'silver' },
    ],
  })
  options?: CustomFieldOptionInput[];
}

export class UpdateCustomFieldDto {
  @TextField({ optional: true, min: 1, max: 255, example: 'Customer tier' })
  name?: string;

  @TextField({ optional: true, min: 1, max: 255, example: 'account.customerTier' })
  variableName?: string;

  @NestedArrayField(CustomFieldOptionInput, {
    optional: true,
    max: 200,
    description:
      'The complete new option list, matched to the current options by `value` (labels and order can change; order ' +
      'as on create). Values already stored that use a removed option are kept and shown as stored.',
  })
  options?: CustomFieldOptionInput[];
}
