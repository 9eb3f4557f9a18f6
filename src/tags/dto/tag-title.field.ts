import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { type Check, Rule, checks } from '../../common/validation/rule.js';

/** Tag titles are stored trimmed (found by their trimmed, lower-cased key), so a title of only spaces is empty. */
const titleCheck: Check = (v) =>
  checks.string({ min: 1, max: 255, singleLine: true })(v) ??
  ((v as string).trim() === '' ? 'must not be blank' : null);

export function TagTitleField(required = false): PropertyDecorator {
  return applyDecorators(
    Rule('tagTitle', titleCheck, required ? 'required' : 'optional'),
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

/** `tagNames` of board writes: tag titles found case-insensitively or created. */
export function TagNamesField(description: string): PropertyDecorator {
  return applyDecorators(
    Rule('tagNames', checks.stringArray(titleCheck, { max: 100 }), 'optional'),
    ApiProperty({
      required: false,
      type: [String],
      maxItems: 100,
      example: ['Onboarding'],
      description,
    }),
  );
}
