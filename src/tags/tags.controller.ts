import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import type { OrgContext } from '../common/http/request.js';
import { ListTagsQuery, TagPropertiesQuery } from './dto/list-tags.query.js';
import { CreateTagDto, UpdateTagDto } from './dto/update-tag.dto.js';
import { TagDoc } from './tag.resource.js';
import { TagsService } from './tags.service.js';

const routes = resourceRoutes({ one: 'tag', many: 'tags', type: TagDoc, location: 'tags' });

@ApiTags('Tags')
@ApiBearerAuth()
@Controller('v1/tags')
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  @routes.list({
    summary: 'List tags',
    description: 'Newest first. Each tag embeds the boards it is on, in board order.',
  })
  async listTags(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListTagsQuery) {
    return listed('tags', await this.tags.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve a tag',
    description: 'With the boards it is on, in board order.',
  })
  async getTag(@Target() t: RowTarget, @ParsedQuery() q: TagPropertiesQuery) {
    return etagged('tag', await this.tags.get(t.org, t.id, q.properties));
  }

  @routes.update({
    summary: 'Update a tag',
    description:
      'Fields not sent keep their values. `title` must be unique in your organization, case-insensitively (409); ' +
      '`boardIds` replaces the set of boards the tag is on.',
    errors: [409],
  })
  async updateTag(@Target() t: RowTarget, @Body() dto: UpdateTagDto, @ParsedQuery() q: TagPropertiesQuery) {
    return etagged('tag', await this.tags.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }));
  }

  @routes.create({
    summary: 'Create a tag',
    description: '`title` must be unique in your organization, case-insensitively (409); `boardIds` puts it on boards.',
    errors: [409],
  })
  async createTag(@CurrentOrg() org: OrgContext, @Body() dto: CreateTagDto, @ParsedQuery() q: TagPropertiesQuery) {
    return { tag: await this.tags.create(org, dto, q.properties) };
  }

  @routes.remove({ summary: 'Delete a tag', description: 'Removes it from every board and asset; they stay.' })
  async deleteTag(@Target() t: RowTarget, @ParsedQuery() _q: EmptyQuery) {
    return this.tags.remove(t.org, t.id, { ifMatch: t.ifMatch });
  }
}
