import { Body, Controller, Delete, Get, Param, Patch } from '@nestjs/common';
import { IdempotentPost } from '../common/idempotency/idempotency.interceptor.js';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { DeletedDoc, Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { ListTagsQuery, TagPropertiesQuery } from './dto/list-tags.query.js';
import { CreateTagDto, UpdateTagDto } from './dto/update-tag.dto.js';
import { TagDoc } from './tag.resource.js';
import { TagsService } from './tags.service.js';

@ApiTags('Tags')
@ApiBearerAuth()
@Controller('v1/tags')
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  @Get()
  @Endpoint({
    operationId: 'listTags',
    summary: 'List tags',
    description: 'Newest first. Each tag embeds the boards it is on, in board order.',
    returns: { key: 'tags', type: TagDoc, list: true },
  })
  async listTags(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListTagsQuery) {
    const page = await this.tags.list(org, query);
    return { tags: page.items, pageInfo: page.pageInfo };
  }

  @Get(':id')
  @Endpoint({
    operationId: 'getTag',
    summary: 'Retrieve a tag',
    returns: { key: 'tag', type: TagDoc },
    errors: [404],
  })
  async getTag(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() query: TagPropertiesQuery) {
    return { tag: await this.tags.get(org, id, query.properties) };
  }

  @Patch(':id')
  @Endpoint({
    operationId: 'updateTag',
    summary: 'Update a tag',
    description:
      'Fields not sent keep their values. `title` must be unique in your organization, case-insensitively (409); ' +
      '`boardIds` replaces the set of boards the tag is on.',
    returns: { key: 'tag', type: TagDoc },
    errors: [404, 409, 413, 415],
  })
  async updateTag(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @Body() dto: UpdateTagDto,
    @ParsedQuery() query: TagPropertiesQuery,
  ) {
    return { tag: await this.tags.update(org, id, dto, query.properties) };
  }

  @IdempotentPost()
  @Endpoint({
    operationId: 'createTag',
    summary: 'Create a tag',
    description: '`title` must be unique in your organization, case-insensitively (409); `boardIds` puts it on boards.',
    status: 201,
    location: 'tags',
    returns: { key: 'tag', type: TagDoc },
    errors: [409, 413, 415],
  })
  async createTag(@CurrentOrg() org: OrgContext, @Body() dto: CreateTagDto, @ParsedQuery() query: TagPropertiesQuery) {
    return { tag: await this.tags.create(org, dto, query.properties) };
  }

  @Delete(':id')
  @Endpoint({
    operationId: 'deleteTag',
    summary: 'Delete a tag',
    description: 'Removes it from every board and asset; they stay.',
    returns: { key: '', type: DeletedDoc },
    errors: [404],
  })
  async deleteTag(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() _query: EmptyQuery) {
    return this.tags.remove(org, id);
  }
}
