import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { TextField } from '../../common/validation/fields.js';
import { FILE_SHAPE } from '../file.resource.js';

export class ListFilesQuery extends PageQuery {
  @PropertiesField(FILE_SHAPE)
  properties?: string[];
}

export class FilePropertiesQuery {
  @PropertiesField(FILE_SHAPE)
  properties?: string[];
}

/** The query of a signed download link, exactly as `url` gives it; whether it is valid is the link check's (403). */
export class FileContentQuery {
  @TextField({ max: 20, example: '1767229200', description: 'When the link expires, in Unix seconds.' })
  expires: string;

  @TextField({ max: 128, example: 'Qm9vb3…', description: 'HMAC-SHA256 of the file id and `expires`, base64url.' })
  signature: string;
}
