import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { EnumField, IdArrayField, IntField, TextField } from '../../common/validation/fields.js';
import { isSingleEmoji } from '../../common/validation/emoji.js';
import { Rule } from '../../common/validation/rule.js';
import { TagNamesField } from '../../tags/dto/tag-title.field.js';
import { APPEARANCES, type Appearance } from '../../tag-links/board.entity.js';

function EmojiField(): PropertyDecorator {
  return applyDecorators(
    Rule('emoji', (v) => (typeof v === 'string' && isSingleEmoji(v) ? null : 'must be exactly one emoji'), 'nullable'),
    ApiProperty({ required: false, nullable: true, type: String, example: '🚀', description: 'Exactly one emoji.' }),
  );
}

/** `index`: a place in the organization's board order (see board.repository.ts). */
function PositionField(description: string, example: number): PropertyDecorator {
  return IntField({ optional: true, min: 0, description, example });
}

export class CreateBoardDto {
  @TextField({
    optional: true,
    min: 1,
    example: 'Q3 launch',
    description: 'Defaults to "Untitled board".',
  })
  title?: string;

  @EnumField(APPEARANCES, { optional: true, description: 'Defaults to greyExtraLight.' })
  appearance?: Appearance;

  @TextField({ multiLine: true, nullable: true, max: 10_000, example: 'Everything for the Q3 launch' })
  description?: string | null;

  @IdArrayField({ optional: true, description: 'Existing tags to attach.' })
  tagIds?: string[];

  @TagNamesField('Tags found by title (case-insensitive) or created.')
  tagNames?: string[];

  @EmojiField()
  icon?: string | null;

  @PositionField('0-based position in the board order; past the end means last. Defaults to last.', 0)
  index?: number;
}

export class UpdateBoardDto {
  @TextField({ optional: true, min: 1, example: 'Q3 launch' })
  title?: string;

  @EnumField(APPEARANCES, { optional: true })
  appearance?: Appearance;

  @TextField({
    multiLine: true,
    nullable: true,
    max: 10_000,
    example: 'Everything for the Q3 launch',
    description: 'null clears.',
  })
  description?: string | null;

  @IdArrayField({
    optional: true,
    description: 'With tagNames: the complete new set of tags (tags not listed are taken off the board).',
  })
  tagIds?: string[];

  @TagNamesField('With tagIds: the complete new set of tags. Found by title (case-insensitive) or created.')
  tagNames?: string[];

  @EmojiField()
  icon?: string | null;

  @PositionField('Moves the board to this 0-based position; past the end means last.', 2)
  index?: number;
}
