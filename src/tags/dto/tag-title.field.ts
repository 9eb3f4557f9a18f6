import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { type Check, Rule, checks } from '../../common/validation/rule.js';
import { codePointLength } from '../../common/validation/text-key.js';
import { TAG_TITLE_MAX, storedTagTitle, tagTitleKey } from '../tag-names.js';

/**
 * Tag titles are stored trimmed and NFC-normalized and found by their folded key (tag-names.ts), so the limits apply
 * to those stored values: a title of only spaces or invisible characters is blank, and one whose key outgrows the
 * column (128 × `İ` folds to 256 code points) is refused here rather than by the database.
 */
const titleCheck: Check = (v) => {
  const problem = checks.string({ min: 1, max: TAG_TITLE_MAX, singleLine: true })(v);
  if (problem) return problem;
  const key = tagTitleKey(v as string);
  if (key.trim() === '') return 'must not be blank';
  if (codePointLength(storedTagTitle(v as string)) > TAG_TITLE_MAX) {
    return `must be at most ${TAG_TITLE_MAX} characters once NFC-normalized`;
  }
  if (codePointLength(key) > TAG_TITLE_MAX) {
    return `must be at most ${TAG_TITLE_MAX} characters once case-folded and normalized (its unique key)`;
  }
  return null;
};

export function TagTitleField(required = false): PropertyDecorator {
  return applyDecorators(
    Rule('tagTitle', titleCheck, required ? 'required' : 'optional'),
    ApiProperty({
      required,
      type: String,
      minLength: 1,
      maxLength: 255,
      example: 'Onboarding',
      description:
        'Unique in your organization, compared case-insensitively and after NFKC normalization without invisible ' +
        'characters (`Café` composed or not, `ＴＡＧ` and `tag`, `ta\u200bg` and `tag` are the same title: 409); ' +
        'stored trimmed and NFC-normalized.',
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
