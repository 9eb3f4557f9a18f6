import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { CreateRoute, DeleteRoute, GetRoute, ListRoute, UpdateRoute } from '../common/http/routes.js';
import { etagged } from '../common/http/versioned.js';
import { IfMatch, type IfMatchValue } from '../common/http/if-match.js';
import type { OrgContext } from '../common/http/request.js';
import { BoardDoc } from './board.resource.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { BoardsService } from './boards.service.js';
import { CreateBoardDto, UpdateBoardDto } from './dto/create-board.dto.js';
import { BoardPropertiesQuery, ListBoardsQuery } from './dto/list-boards.query.js';

@ApiTags('Boards')
@ApiBearerAuth()
@Controller('v1/boards')
export class BoardsController {
  constructor(private readonly boards: BoardsService) {}

  @ListRoute({
    summary: 'List boards',
    description: 'Ordered by index, then creation time.',
    returns: { key: 'boards', type: BoardDoc },
  })
  async listBoards(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListBoardsQuery) {
    const page = await this.boards.list(org, query);
    return { boards: page.items, pageInfo: page.pageInfo };
  }

  @GetRoute({
    summary: 'Retrieve a board',
    returns: { key: 'board', type: BoardDoc },
  })
  async getBoard(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() query: BoardPropertiesQuery) {
    return etagged('board', await this.boards.get(org, id, query.properties));
  }

  @CreateRoute({
    summary: 'Create a board',
    location: 'boards',
    returns: { key: 'board', type: BoardDoc },
  })
  async createBoard(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateBoardDto,
    @ParsedQuery() query: BoardPropertiesQuery,
  ) {
    return { board: await this.boards.create(org, dto, query.properties) };
  }

  @UpdateRoute({
    summary: 'Update a board',
    description:
      'The create fields; those not sent keep their values. `tagIds` and `tagNames` together give the complete new ' +
      'set of tags (names found case-insensitively or created); `index` moves the board in the order. One transaction.',
    returns: { key: 'board', type: BoardDoc },
  })
  async updateBoard(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @Body() dto: UpdateBoardDto,
    @ParsedQuery() query: BoardPropertiesQuery,
  ) {
    return etagged('board', await this.boards.update(org, id, dto, query.properties, { ifMatch }));
  }

  @DeleteRoute({
    summary: 'Delete a board',
    description: 'Removes the board and its tag links; the tags stay.',
  })
  async deleteBoard(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @ParsedQuery() _query: EmptyQuery,
  ) {
    return this.boards.remove(org, id, { ifMatch });
  }
}
