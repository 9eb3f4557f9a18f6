import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { textProblem } from '../common/validation/text-policy.js';
import { Rule } from '../common/validation/rule.js';

/** A message's or comment's Markdown: at most this many characters (UTF-16 units, as the column stores them). */
export const MESSAGE_BODY_MAX = 10_000;

// Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): in text others read, they make a message
// display in another order than it was written ("Trojan Source"); the text policy allows them elsewhere.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** Null when `value` may be a body, else the message (the field is named by the caller). */
export function messageBodyProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'must be a string';
  const problem = textProblem(value);
  if (problem) return problem;
  const bidi = BIDI_CONTROL.exec(value);
  if (bidi)
    return `must not contain bidirectional formatting characters (found U+${bidi[0].codePointAt(0)!.toString(16).toUpperCase()})`;
  if (value.trim().length === 0) return 'must not be empty';
  if (value.length > MESSAGE_BODY_MAX) return `must be at most ${MESSAGE_BODY_MAX} characters`;
  return null;
}

export function MessageBodyField(): PropertyDecorator {
  return applyDecorators(
    Rule('body', messageBodyProblem, 'required'),
    ApiProperty({
      type: String,
      minLength: 1,
      maxLength: MESSAGE_BODY_MAX,
      example: 'Could you share the **security questionnaire** before Friday?',
      description:
        'Markdown, 1 to 10,000 characters, on several lines if you like; shown on the published workspace as its ' +
        'text sections are (raw HTML is shown as text). No NUL, control characters (tab and line breaks excepted), ' +
        'bidirectional formatting characters or lone surrogates.',
    }),
  );
}
