import { Body, Controller, Delete, Get, Param, Patch } from '@nestjs/common';
import { IdempotentPost } from '../common/idempotency/idempotency.interceptor.js';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { DeletedDoc, Endpoint } from '../common/http/openapi.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { AssetDoc } from './asset.resource.js';
import { AssetsService } from './assets.service.js';
import { AssetPropertiesQuery, ListAssetsQuery } from './dto/list-assets.query.js';
import { CreateAssetDto, UpdateAssetDto } from './dto/update-asset.dto.js';

@ApiTags('Assets')
@ApiBearerAuth()
@Controller('v1/assets')
export class AssetsController {
  constructor(private readonly assets: AssetsService) {}

  @Get()
  @Endpoint({
    operationId: 'listAssets',
    summary: 'List assets',
    description: 'Newest first. Each asset embeds its tags, ordered by title.',
    returns: { key: 'assets', type: AssetDoc, list: true },
  })
  async listAssets(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListAssetsQuery) {
    const page = await this.assets.list(org, query);
    return { assets: page.items, pageInfo: page.pageInfo };
  }

  @Get(':id')
  @Endpoint({
    operationId: 'getAsset',
    summary: 'Retrieve an asset',
    returns: { key: 'asset', type: AssetDoc },
    errors: [404],
  })
  async getAsset(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() query: AssetPropertiesQuery) {
    return { asset: await this.assets.get(org, id, query.properties) };
  }

  @Patch(':id')
  @Endpoint({
    operationId: 'updateAsset',
    summary: 'Update an asset',
    description: "Fields not sent keep their values. `tagIds` replaces the asset's tags.",
    returns: { key: 'asset', type: AssetDoc },
    errors: [404, 413, 415],
  })
  async updateAsset(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @Body() dto: UpdateAssetDto,
    @ParsedQuery() query: AssetPropertiesQuery,
  ) {
    return { asset: await this.assets.update(org, id, dto, query.properties) };
  }

  @IdempotentPost()
  @Endpoint({
    operationId: 'createAsset',
    summary: 'Create an asset',
    status: 201,
    location: 'assets',
    returns: { key: 'asset', type: AssetDoc },
    errors: [413, 415],
  })
  async createAsset(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateAssetDto,
    @ParsedQuery() query: AssetPropertiesQuery,
  ) {
    return { asset: await this.assets.create(org, dto, query.properties) };
  }

  @Delete(':id')
  @Endpoint({
    operationId: 'deleteAsset',
    summary: 'Delete an asset',
    description: 'Removes the asset and its tag links; the tags stay.',
    returns: { key: '', type: DeletedDoc },
    errors: [404],
  })
  async deleteAsset(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() _query: EmptyQuery) {
    return this.assets.remove(org, id);
  }
}
