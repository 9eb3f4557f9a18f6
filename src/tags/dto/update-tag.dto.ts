import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IdArrayField } from '../../common/validation/fields.js';
import { Rule, checks } from '../../common/validation/rule.js';

const titleCheck = checks.string({ min: 1, max: 255, singleLine: true });

/** Titles are stored trimmed (as tagNames are), so a title of only spaces would become empty. */
function TagTitleField(required = false): PropertyDecorator {
  return applyDecorators(
    Rule(
      'tagTitle',
      (v) => titleCheck(v) ?? ((v as string).trim() === '' ? 'must not be blank' : null),
      required ? 'required' : 'optional',
    ),
    ApiProperty({
      required,
      type: String,
      minLength: 1,
      maxLength: 255,
      example: 'Onboarding',
      description: 'Unique in your organization, case-insensitively; stored trimmed.',
    }),
  );
}

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
