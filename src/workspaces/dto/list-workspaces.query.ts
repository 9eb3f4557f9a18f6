import { FiltersField } from '../../common/filters/filters.field.js';
import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { WORKSPACE_FILTERS } from '../workspace-filters.js';
import { WORKSPACE_SHAPE } from '../workspace.resource.js';

export class ListWorkspacesQuery extends PageQuery {
  @PropertiesField(WORKSPACE_SHAPE)
  properties?: string[];

  @FiltersField(WORKSPACE_FILTERS)
  filters?: string | Record<string, unknown>;
}

export class WorkspacePropertiesQuery {
  @PropertiesField(WORKSPACE_SHAPE)
  properties?: string[];
}
