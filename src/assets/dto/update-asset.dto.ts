import { IdArrayField, TextField } from '../../common/validation/fields.js';

export class UpdateAssetDto {
  @TextField({ optional: true, min: 1, example: 'Welcome video' })
  name?: string;

  @TextField({ nullable: true, max: 10_000, example: 'A two-minute tour', description: 'null clears.' })
  description?: string | null;

  @IdArrayField({ optional: true, description: "Replaces the asset's tags; [] removes them all." })
  tagIds?: string[];
}
