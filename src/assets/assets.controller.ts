import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { IfMatch, type IfMatchValue } from '../common/http/if-match.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { CreateRoute, DeleteRoute, GetRoute, ListRoute, UpdateRoute } from '../common/http/routes.js';
import { etagged } from '../common/http/versioned.js';
import { AssetDoc } from './asset.resource.js';
import { AssetsService } from './assets.service.js';
import { AssetPropertiesQuery, ListAssetsQuery } from './dto/list-assets.query.js';
import { CreateAssetDto, UpdateAssetDto } from './dto/update-asset.dto.js';

const returns = { key: 'asset', type: AssetDoc };

@ApiTags('Assets')
@ApiBearerAuth()
@Controller('v1/assets')
export class AssetsController {
  constructor(private readonly assets: AssetsService) {}

  @ListRoute({
    summary: 'List assets',
    description: 'Newest first. Each asset embeds its tags, ordered by title.',
    returns: { key: 'assets', type: AssetDoc },
  })
  async listAssets(@CurrentOrg() org: OrgContext, @ParsedQuery() query: ListAssetsQuery) {
    const page = await this.assets.list(org, query);
    return { assets: page.items, pageInfo: page.pageInfo };
  }

  @GetRoute({ summary: 'Retrieve an asset', returns })
  async getAsset(@CurrentOrg() org: OrgContext, @Param('id') id: string, @ParsedQuery() q: AssetPropertiesQuery) {
    return etagged('asset', await this.assets.get(org, id, q.properties));
  }

  @UpdateRoute({
    summary: 'Update an asset',
    description: "Fields not sent keep their values. `tagIds` replaces the asset's tags.",
    returns,
  })
  async updateAsset(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @Body() dto: UpdateAssetDto,
    @ParsedQuery() q: AssetPropertiesQuery,
  ) {
    return etagged('asset', await this.assets.update(org, id, dto, q.properties, { ifMatch }));
  }

  @CreateRoute({ summary: 'Create an asset', location: 'assets', returns })
  async createAsset(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateAssetDto,
    @ParsedQuery() q: AssetPropertiesQuery,
  ) {
    return { asset: await this.assets.create(org, dto, q.properties) };
  }

  @DeleteRoute({ summary: 'Delete an asset', description: 'Removes the asset and its tag links; the tags stay.' })
  async deleteAsset(
    @CurrentOrg() org: OrgContext,
    @Param('id') id: string,
    @IfMatch() ifMatch: IfMatchValue,
    @ParsedQuery() _q: EmptyQuery,
  ) {
    return this.assets.remove(org, id, { ifMatch });
  }
}
