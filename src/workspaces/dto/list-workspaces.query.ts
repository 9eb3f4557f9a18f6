import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { WORKSPACE_FILTER_KEYS } from '../workspace-filters.js';
import { WORKSPACE_SHAPE } from '../workspace.resource.js';
import { FiltersField } from './filters.field.js';

export class ListWorkspacesQuery extends PageQuery {
  @PropertiesField(WORKSPACE_SHAPE)
  properties?: string[];

  @FiltersField(
    WORKSPACE_FILTER_KEYS,
    'name: case-insensitive contains (% and _ literal); accountId, dealId, templateId: equal; published: true or false; userEmail: has that workspace user; domain: has that workspace domain; createdAfter/updatedAfter (>) and createdBefore/updatedBefore (<): ISO timestamp or YYYY-MM-DD (00:00Z).',
  )
  filters?: string | Record<string, unknown>;
}

export class WorkspacePropertiesQuery {
  @PropertiesField(WORKSPACE_SHAPE)
  properties?: string[];
}
