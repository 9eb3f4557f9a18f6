import type { FormQuestionInput } from '../form-definitions/dto/form-definition.dto.js';
import { formDefinition } from '../form-definitions/form-definition.rules.js';
import { type AnsweredFile, checkAnswers, draftAnswers } from './form-answers.rules.js';

const form = formDefinition(
  {
    questions: [
      { type: 'shortText', title: 'Name', required: true, maxLength: 10 },
      { type: 'longText', title: 'Goals' },
      { type: 'number', title: 'Seats', minValue: 1, maxValue: 100 },
      { type: 'date', title: 'Go-live' },
      { type: 'email', title: 'Billing' },
      { type: 'singleChoice', title: 'Region', choices: ['EU', 'US'] },
      { type: 'multipleChoice', title: 'Tools', choices: ['CRM', 'Chat', 'SSO'] },
      { type: 'yesNo', title: 'Review?' },
      { type: 'file', title: 'Logo', fileTypes: ['image/*'], maxFiles: 2, maxFileBytes: 1000 },
    ] as FormQuestionInput[],
  },
  { stored: null, maxFileBytes: 10_000, path: 'form' },
);
const [name, goals, seats, date, email, region, tools, review, logo] = form.questions.map((q) => q.id);
const FILES = new Map<string, AnsweredFile>([
  ['png', { size: 500, contentType: 'image/png' }],
  ['big', { size: 5000, contentType: 'image/png' }],
  ['pdf', { size: 500, contentType: 'application/pdf' }],
]);
const check = (input: Record<string, unknown>) => checkAnswers(form, input, FILES);
const problem = (id: string, value: unknown) => check({ [name]: 'Ana', [id]: value }).details;

describe('checkAnswers', () => {
  it('keeps every type of answer as stored: numbers from text, choices in the form’s order, e-mail lower-cased', () => {
    const { answers, details } = check({
      [name]: 'Ana',
      [goals]: 'Line one\nline two',
      [seats]: '42',
      [date]: '2027-02-28',
      [email]: ' Billing@Example.COM ',
      [region]: 'EU',
      [tools]: ['SSO', 'CRM'],
      [review]: false,
      [logo]: ['png'],
    });
    expect(details).toEqual([]);
    expect(answers).toEqual({
      [name]: 'Ana',
      [goals]: 'Line one\nline two',
      [seats]: 42,
      [date]: '2027-02-28',
      [email]: 'billing@example.com',
      [region]: 'EU',
      [tools]: ['CRM', 'SSO'],
      [review]: false,
      [logo]: ['png'],
    });
  });

  it('leaves out unanswered questions, and names a required one left empty or blank', () => {
    expect(check({ [name]: '   ', [goals]: '' })).toEqual({
      answers: {},
      details: [{ field: `answers.${name}`, message: 'is required' }],
    });
  });

  it.each<[string, () => [string, unknown], string]>([
    ['text too long', () => [name, 'abcdefghijk'], 'must be at most 10 characters'],
    ['a line break in short text', () => [name, 'a\nb'], 'must be a single line'],
    ['a NUL', () => [goals, 'a\u0000b'], 'must not contain NUL characters'],
    ['a lone surrogate', () => [goals, '\ud800'], 'must not contain unpaired surrogates (not valid Unicode text)'],
    ['a number as words', () => [seats, 'ten'], 'must be a number'],
    ['a number in exponent form', () => [seats, '1e2'], 'must be a number'],
    ['a number out of range', () => [seats, 101], 'must be at most 100'],
    ['an impossible date', () => [date, '2027-02-30'], 'must be a date (YYYY-MM-DD)'],
    ['a bad e-mail', () => [email, 'ana@'], 'must be a valid e-mail address'],
    ['an unknown choice', () => [region, 'APAC'], 'must be one of: EU, US'],
    ['a choice twice', () => [tools, ['CRM', 'CRM']], 'must name each choice once'],
    ['yes as text', () => [review, 'yes'], 'must be true (yes) or false (no)'],
    ['an unknown file', () => [logo, ['nope']], 'file nope does not exist'],
    ['too many files', () => [logo, ['png', 'png', 'png']], 'must hold at most 2 files'],
    ['a file too large', () => [logo, ['big']], 'must hold files of at most 1000 bytes'],
    [
      'a file of a refused type',
      () => [logo, ['pdf']],
      'must hold files of these types: image/* (this one is application/pdf)',
    ],
    ['a wrong type', () => [goals, { text: 'x' }], 'must be a string'],
  ])('refuses %s, naming the question', (_case, answer, message) => {
    const [id, value] = answer();
    expect(problem(id, value)).toEqual([{ field: `answers.${id}`, message }]);
  });

  it('names an answer to a question the form does not ask', () => {
    expect(problem('someOtherId', 'x')).toEqual([
      { field: 'answers.someOtherId', message: 'is not a question of this form' },
    ]);
  });
});

describe('draftAnswers', () => {
  it('keeps what was typed for the form’s questions, without NUL or lone surrogates, cut to a bound', () => {
    const kept = draftAnswers(form, {
      [name]: 'An\u0000a\ud800',
      [goals]: 'x'.repeat(20_000),
      [tools]: ['CRM', 'Chat', 'SSO', 'More', 'Even more'],
      [review]: true,
      unknown: 'dropped',
      [seats]: { nested: 'dropped' },
    });
    expect(kept).toEqual({
      [name]: 'Ana',
      [goals]: 'x'.repeat(10_000),
      [tools]: ['CRM', 'Chat', 'SSO'],
      [review]: true,
    });
  });
});
