import { Body, Controller, Delete, Get, Param, Patch } from '@nestjs/common';
import { IdempotentPost } from '../common/idempotency/idempotency.interceptor.js';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { DeletedDoc, Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
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

  @Get()
  @Endpoint({
    operationId: 'listBoards',
    summary: 'List boards',
    description: 'Ordered by index, then creation time.',
    returns: { key: 'boards', type: BoardDoc, list: true },
  })
  async listBoards(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListBoardsQuery) {
    const page = await this.boards.list(org, query);
    return { boards: page.items, pageInfo: page.pageInfo };
  }

  @Get(':id')
  @Endpoint({
    operationId: 'getBoard',
    summary: 'Retrieve a board',
    returns: { key: 'board', type: BoardDoc },
    errors: [404],
  })
  async getBoard(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() query: BoardPropertiesQuery) {
    return { board: await this.boards.get(org, id, query.properties) };
  }

  @IdempotentPost()
  @Endpoint({
    operationId: 'createBoard',
    summary: 'Create a board',
    status: 201,
    location: 'boards',
    returns: { key: 'board', type: BoardDoc },
    errors: [413, 415],
  })
  async createBoard(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateBoardDto,
    @ParsedQuery() query: BoardPropertiesQuery,
  ) {
    return { board: await this.boards.create(org, dto, query.properties) };
  }

  @Patch(':id')
  @Endpoint({
    operationId: 'updateBoard',
    summary: 'Update a board',
    description:
      'The create fields; those not sent keep their values. `tagIds` and `tagNames` together give the complete new ' +
      'set of tags (names found case-insensitively or created); `index` moves the board in the order. One transaction.',
    returns: { key: 'board', type: BoardDoc },
    errors: [404, 413, 415],
  })
  async updateBoard(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @Body() dto: UpdateBoardDto,
    @ParsedQuery() query: BoardPropertiesQuery,
  ) {
    return { board: await this.boards.update(org, id, dto, query.properties) };
  }

  @Delete(':id')
  @Endpoint({
    operationId: 'deleteBoard',
    summary: 'Delete a board',
    description: 'Removes the board and its tag links; the tags stay.',
    returns: { key: '', type: DeletedDoc },
    errors: [404],
  })
  async deleteBoard(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() _query: EmptyQuery) {
    return this.boards.remove(org, id);
  }
}
