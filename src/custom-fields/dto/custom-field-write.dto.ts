import { EnumField, NestedArrayField, TextField } from '../../common/validation/fields.js';
import {
  CUSTOM_FIELD_OBJECTS,
  CUSTOM_FIELD_TYPES,
  type CustomFieldObject,
  type CustomFieldType,
} from '../custom-field.entity.js';

export class CustomFieldOptionInput {
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
  'Order = array order; values unique within the field.';

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
      { label: 'Gold', value: 'gold' },
      { label: 'Silver', value: 'silver' },
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
      'The complete new option list, matched to the current options by `value` (labels and order can change). ' +
      'Values already stored that use a removed option are kept and shown as stored.',
  })
  options?: CustomFieldOptionInput[];
}
