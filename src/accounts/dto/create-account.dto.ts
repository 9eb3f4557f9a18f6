import { CustomFieldsField, CustomFieldUpdate } from '../../custom-fields/custom-field-values.rules.js';
import { IdField, TextField, UrlField } from '../../common/validation/fields.js';

export class CreateAccountDto {
  @TextField({ min: 1, example: 'Globex' })
  name: string;

  @UrlField({ optional: true, example: 'https://globex.example', description: 'Absolute http(s) URL.' })
  website?: string;

  @IdField({ optional: true, description: 'A user of your organization.' })
  ownerId?: string;

  @UrlField({ optional: true, example: 'https://globex.example/logo.png', description: 'Absolute http(s) URL.' })
  logo?: string;

  @TextField({
    optional: true,
    min: 1,
    example: '0016g00000ABCDe',
    description: 'Id in the first CRM.',
  })
  crmAAccountId?: string;

  @TextField({ optional: true, min: 1, example: '5123456789', description: 'Id in the second CRM.' })
  crmBCompanyId?: string;

  @CustomFieldsField()
  customFields?: CustomFieldUpdate[];
}
