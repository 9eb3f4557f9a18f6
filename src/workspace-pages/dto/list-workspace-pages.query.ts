import { FiltersField } from '../../common/filters/filters.field.js';
import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { PAGE_FILTERS } from '../page-filters.js';
import { WORKSPACE_PAGE_SHAPE } from '../workspace-page.resource.js';

export class ListWorkspacePagesQuery extends PageQuery {
  @PropertiesField(WORKSPACE_PAGE_SHAPE)
  properties?: string[];

  @FiltersField(PAGE_FILTERS)
  filters?: string | Record<string, unknown>;
}

export class WorkspacePagePropertiesQuery {
  @PropertiesField(WORKSPACE_PAGE_SHAPE)
  properties?: string[];
}
