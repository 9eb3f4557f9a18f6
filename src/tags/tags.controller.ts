import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { CreateRoute, DeleteRoute, GetRoute, ListRoute, UpdateRoute } from '../common/http/routes.js';
import { etagged } from '../common/http/versioned.js';
import { IfMatch, type IfMatchValue } from '../common/http/if-match.js';
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

  @ListRoute({
    summary: 'List tags',
    description: 'Newest first. Each tag embeds the boards it is on, in board order.',
    returns: { key: 'tags', type: TagDoc },
  })
  async listTags(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListTagsQuery) {
    const page = await this.tags.list(org, query);
    return { tags: page.items, pageInfo: page.pageInfo };
  }

  @GetRoute({
    summary: 'Retrieve a tag',
    returns: { key: 'tag', type: TagDoc },
  })
  async getTag(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() query: TagPropertiesQuery) {
    return etagged('tag', await this.tags.get(org, id, query.properties));
  }

  @UpdateRoute({
    summary: 'Update a tag',
    description:
      'Fields not sent keep their values. `title` must be unique in your organization, case-insensitively (409); ' +
      '`boardIds` replaces the set of boards the tag is on.',
    returns: { key: 'tag', type: TagDoc },
    errors: [409],
  })
  async updateTag(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @Body() dto: UpdateTagDto,
    @ParsedQuery() query: TagPropertiesQuery,
  ) {
    return etagged('tag', await this.tags.update(org, id, dto, query.properties, { ifMatch }));
  }

  @CreateRoute({
    summary: 'Create a tag',
    description: '`title` must be unique in your organization, case-insensitively (409); `boardIds` puts it on boards.',
    location: 'tags',
    returns: { key: 'tag', type: TagDoc },
    errors: [409],
  })
  async createTag(@CurrentOrg() org: OrgContext, @Body() dto: CreateTagDto, @ParsedQuery() query: TagPropertiesQuery) {
    return { tag: await this.tags.create(org, dto, query.properties) };
  }

  @DeleteRoute({
    summary: 'Delete a tag',
    description: 'Removes it from every board and asset; they stay.',
  })
  async deleteTag(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @ParsedQuery() _query: EmptyQuery,
  ) {
    return this.tags.remove(org, id, { ifMatch });
  }
}
