import { PropertiesField } from '../../common/properties/properties.field.js';
import { WORKSPACE_DOMAIN_SHAPE } from '../workspace-domain.resource.js';

export class WorkspaceDomainPropertiesQuery {
  @PropertiesField(WORKSPACE_DOMAIN_SHAPE)
  properties?: string[];
}
