import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { EmailField, TextField, UrlField } from '../../common/validation/fields.js';
import { USER_SHAPE } from '../user.resource.js';

export class CreateUserDto {
  @EmailField({ description: 'Stored lower-case; unique in your organization (409).' })
  email: string;

  @TextField({ optional: true, max: 100, example: 'Jane' })
  firstName?: string;

  @TextField({ optional: true, max: 100, example: 'Doe' })
  lastName?: string;

  @UrlField({ optional: true, example: 'https://example.com/jane.png' })
  avatar?: string;
}

export class UpdateUserDto {
  @EmailField({ optional: true, description: 'Stored lower-case; unique in your organization (409).' })
  email?: string;

  @TextField({ nullable: true, max: 100, example: 'Jane' })
  firstName?: string | null;

  @TextField({ nullable: true, max: 100, example: 'Doe' })
  lastName?: string | null;

  @UrlField({ nullable: true, example: 'https://example.com/jane.png' })
  avatar?: string | null;
}

export class UserPropertiesQuery {
  @PropertiesField(USER_SHAPE)
  properties?: string[];
}

export class ListUsersQuery extends PageQuery {
  @PropertiesField(USER_SHAPE)
  properties?: string[];
}
