import { FiltersField } from '../../common/filters/filters.field.js';
import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { FORM_FILTERS } from '../form-filters.js';
import { WORKSPACE_FORM_SHAPE } from '../workspace-form.resource.js';
import { WORKSPACE_FORM_RESPONSE_SHAPE } from '../workspace-form-response.resource.js';

export class ListWorkspaceFormsQuery extends PageQuery {
  @PropertiesField(WORKSPACE_FORM_SHAPE)
  properties?: string[];

  @FiltersField(FORM_FILTERS)
  filters?: string | Record<string, unknown>;
}

export class WorkspaceFormPropertiesQuery {
  @PropertiesField(WORKSPACE_FORM_SHAPE)
  properties?: string[];
}

export class ListWorkspaceFormResponsesQuery extends PageQuery {
  @PropertiesField(WORKSPACE_FORM_RESPONSE_SHAPE)
  properties?: string[];
}
