import { EnumField, IdArrayField, IdField, TextField, UrlField } from '../../common/validation/fields.js';
import { ASSET_TYPES, type AssetType } from '../../tag-links/asset.entity.js';

export class UpdateAssetDto {
  @TextField({ optional: true, min: 1, example: 'Welcome video' })
  name?: string;

  @TextField({
    multiLine: true,
    nullable: true,
    max: 10_000,
    example: 'A two-minute tour',
    description: 'null clears.',
  })
  description?: string | null;

  @IdArrayField({ optional: true, description: "Replaces the asset's tags; [] removes them all." })
  tagIds?: string[];

  @IdField({ nullable: true, description: 'An uploaded file of your organization the asset shows; null removes it.' })
  fileId?: string | null;
}

export class CreateAssetDto {
  @TextField({ min: 1, example: 'Welcome video' })
  name: string;

  @EnumField(ASSET_TYPES, { example: 'video' })
  assetType: AssetType;

  @UrlField({ example: 'https://cdn.example.com/welcome.mp4', description: 'Where the asset lives: absolute http(s).' })
  assetUrl: string;

  @TextField({ multiLine: true, nullable: true, max: 10_000, example: 'A two-minute tour' })
  description?: string | null;

  @IdArrayField({ optional: true, description: 'Tags of your organization.' })
  tagIds?: string[];

  @IdField({
    nullable: true,
    description:
      'An uploaded file of your organization (`POST /v1/files`) the asset shows. `assetUrl` is stored as sent.',
  })
  fileId?: string | null;
}
