import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentOrg } from '../common/auth/public.decorator.js';
import { EmptyQuery } from '../common/http/empty.query.js';
import { ParsedQuery } from '../common/http/parsed-query.js';
import type { OrgContext } from '../common/http/request.js';
import { listed, resourceRoutes } from '../common/http/routes.js';
import { type RowTarget, Target } from '../common/http/target.js';
import { etagged } from '../common/http/versioned.js';
import { AssetDoc } from './asset.resource.js';
import { AssetsService } from './assets.service.js';
import { AssetPropertiesQuery, ListAssetsQuery } from './dto/list-assets.query.js';
import { CreateAssetDto, UpdateAssetDto } from './dto/update-asset.dto.js';

const routes = resourceRoutes({ one: 'asset', many: 'assets', type: AssetDoc, location: 'assets' });

@ApiTags('Assets')
@ApiBearerAuth()
@Controller('v1/assets')
export class AssetsController {
  constructor(private readonly assets: AssetsService) {}

  @routes.list({ summary: 'List assets', description: 'Newest first. Each asset embeds its tags, ordered by title.' })
  async listAssets(@CurrentOrg() org: OrgContext, @ParsedQuery() q: ListAssetsQuery) {
    return listed('assets', await this.assets.list(org, q));
  }

  @routes.get({
    summary: 'Retrieve an asset',
    description: 'With its tags, ordered by title, and its view and share counts.',
  })
  async getAsset(@Target() t: RowTarget, @ParsedQuery() q: AssetPropertiesQuery) {
    return etagged('asset', await this.assets.get(t.org, t.id, q.properties));
  }

  @routes.update({
    summary: 'Update an asset',
    description: "Fields not sent keep their values. `tagIds` replaces the asset's tags.",
  })
  async updateAsset(@Target() t: RowTarget, @Body() dto: UpdateAssetDto, @ParsedQuery() q: AssetPropertiesQuery) {
    return etagged('asset', await this.assets.update(t.org, t.id, dto, q.properties, { ifMatch: t.ifMatch }));
  }

  @routes.create({
    summary: 'Create an asset',
    description:
      'An image, PDF, video, link or document your workspaces show: `assetUrl` is where it lives (stored as sent), ' +
      '`fileId` an uploaded file it shows; `tagIds` tags it.',
  })
  async createAsset(
    @CurrentOrg() org: OrgContext,
    @Body() dto: CreateAssetDto,
    @ParsedQuery() q: AssetPropertiesQuery,
  ) {
    return { asset: await this.assets.create(org, dto, q.properties) };
  }

  @routes.remove({ summary: 'Delete an asset', description: 'Removes the asset and its tag links; the tags stay.' })
  async deleteAsset(@Target() t: RowTarget, @ParsedQuery() _q: EmptyQuery) {
    return this.assets.remove(t.org, t.id, { ifMatch: t.ifMatch });
  }
}
