import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import type { OrgContext } from '../common/http/request.js';
import { BoardDoc } from './board.resource.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { BoardsService } from './boards.service.js';
import { CreateBoardDto, UpdateBoardDto } from './dto/create-board.dto.js';
import { BoardPropertiesQuery, ListBoardsQuery } from './dto/list-boards.query.js';

const routes = resourceRoutes({ one: 'board', many: 'boards', type: BoardDoc, location: 'boards' });

@ApiTags('Boards')
@ApiBearerAuth()
@Controller('v1/boards')
export class BoardsController {
  constructor(private readonly boards: BoardsService) {}

  @routes.list({ summary: 'List boards', description: 'Ordered by index, then creation time.' })
  async listBoards(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListBoardsQuery) {
    return listed('boards', await this.boards.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a board',
    description: 'With the tags on it; `properties` narrows the fields, and tags not selected are not loaded.',
  })
  async getBoard(@Target() t: RowTarget, @ParsedQuery() q: BoardPropertiesQuery) {
    return etagged('board', await this.boards.get(t.org, t.id, q.properties));
  }

  @routes.create({
    summary: 'Create a board',
    description:
      'Every field is optional (the title defaults to "Untitled board"). `tagIds` and `tagNames` attach tags (names ' +
      'found case-insensitively or created); `index` places it in the board order (default last). One transaction.',
  })
  async createBoard(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateBoardDto,
    @ParsedQuery() q: BoardPropertiesQuery,
  ) {
    return { board: await this.boards.create(org, dto, q.properties) };
  }

  @routes.update({
    summary: 'Update a board',
    description:
      'The create fields; those not sent keep their values. `tagIds` and `tagNames` together give the complete new ' +
      'set of tags (names found case-insensitively or created); `index` moves the board in the order. One transaction.',
  })
  async updateBoard(@Target() t: RowTarget, @Body() dto: UpdateBoardDto, @ParsedQuery() q: BoardPropertiesQuery) {
    return etagged('board', await this.boards.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }));
  }

  @routes.remove({ summary: 'Delete a board', description: 'Removes the board and its tag links; the tags stay.' })
  async deleteBoard(@Target() t: RowTarget, @ParsedQuery() _q: EmptyQuery) {
    return this.boards.remove(t.org, t.id, { ifMatch: t.ifMatch });
  }
}
