import { BoolField } from '../../common/validation/fields.js';

export class UpdateWorkspaceFormDto {
  @BoolField({
    example: true,
    description:
      'true: the form takes no more responses or edits (contacts see it locked); false: it takes them again.',
  })
  isLocked: boolean;
}
