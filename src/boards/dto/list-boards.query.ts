import { PageQuery } from '../../common/pagination/page.query.js';
import { PropertiesField } from '../../common/properties/properties.field.js';
import { BOARD_SHAPE } from '../board.resource.js';

export class ListBoardsQuery extends PageQuery {
  @PropertiesField(BOARD_SHAPE)
  properties?: string[];
}

export class BoardPropertiesQuery {
  @PropertiesField(BOARD_SHAPE)
  properties?: string[];
}
