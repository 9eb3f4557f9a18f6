import { FiltersField } from '../../common/filters/filters.field.js';
import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { SECTION_FILTERS } from '../section-filters.js';
import { WORKSPACE_SECTION_SHAPE } from '../workspace-section.resource.js';

export class ListWorkspaceSectionsQuery extends PageQuery {
  @PropertiesField(WORKSPACE_SECTION_SHAPE)
  properties?: string[];

  @FiltersField(SECTION_FILTERS)
  filters?: string | Record<string, unknown>;
}

export class WorkspaceSectionPropertiesQuery {
  @PropertiesField(WORKSPACE_SECTION_SHAPE)
  properties?: string[];
}
