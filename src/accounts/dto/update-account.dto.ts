import { CustomFieldsField, CustomFieldUpdate } from '../../custom-fields/custom-field-values.rules.js';
import { IdField, TextField, UrlField } from '../../common/validation/fields.js';

export class UpdateAccountDto {
  @TextField({ optional: true, min: 1, example: 'Globex' })
  name?: string;

  @UrlField({ nullable: true, example: 'https://globex.example', description: 'Absolute http(s) URL; null clears.' })
  website?: string | null;

  @IdField({ nullable: true, description: 'A user of your organization; null clears.' })
  ownerId?: string | null;

  @UrlField({ nullable: true, example: 'https://globex.example/logo.png', description: 'Absolute http(s) URL.' })
  logo?: string | null;

  @CustomFieldsField()
  customFields?: CustomFieldUpdate[];
}
