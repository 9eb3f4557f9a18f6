import { IdArrayField } from '../../common/validation/fields.js';
import { TagTitleField } from './tag-title.field.js';

export class UpdateTagDto {
  @TagTitleField()
  title?: string;

  @IdArrayField({ optional: true, description: 'Replaces the set of boards the tag is on; [] removes it from all.' })
  boardIds?: string[];
}

export class CreateTagDto {
  @TagTitleField(true)
  title: string;

  @IdArrayField({ optional: true, description: 'Boards to put the tag on.' })
  boardIds?: string[];
}
