import { BoolField, IdField, IntField, TextField } from '../../common/validation/fields.js';

export class CreateWorkspacePageDto {
  @IdField({ description: 'The workspace the page belongs to.' })
  workspaceId: string;

  @TextField({ min: 1, example: 'Welcome' })
  title: string;

  @IntField({
    optional: true,
    min: 0,
    example: 0,
    description: '0-based place among the workspace’s pages; past the end means last. Defaults to last.',
  })
  index?: number;

  @BoolField({ optional: true, example: false, description: 'Hidden from visitors. Defaults to false.' })
  isHidden?: boolean;
}

/** Every field optional; fields not sent keep their values. */
export class UpdateWorkspacePageDto {
  @TextField({ optional: true, min: 1, example: 'Welcome' })
  title?: string;

  @IntField({
    optional: true,
    min: 0,
    example: 1,
    description: 'Moves the page to this 0-based place, shifting the pages in between; past the end means last.',
  })
  index?: number;

  @BoolField({ optional: true, example: true, description: 'Hides (true) or shows (false) the page.' })
  isHidden?: boolean;
}
