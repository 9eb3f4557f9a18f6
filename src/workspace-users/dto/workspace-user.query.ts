import { PropertiesField } from '../../common/properties/properties.field.js';
import { WORKSPACE_USER_SHAPE } from '../workspace-user.resource.js';

export class WorkspaceUserPropertiesQuery {
  @PropertiesField(WORKSPACE_USER_SHAPE)
  properties?: string[];
}
