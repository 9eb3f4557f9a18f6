import { AppError } from '../common/http/app-error.js';
import type { FormDefinitionInput, FormQuestionInput } from './dto/form-definition.dto.js';
import type { FormDefinition } from './form-definition.js';
import { acceptsType } from './form-definition.js';
import { copiedForm, formDefinition } from './form-definition.rules.js';

const CTX = { stored: null, maxFileBytes: 1_000_000, path: 'form' };
const ask = (question: Partial<FormQuestionInput>): FormDefinitionInput => ({
  questions: [{ type: 'shortText', title: 'Name', ...question } as FormQuestionInput],
});

function problems(input: FormDefinitionInput, ctx: Parameters<typeof formDefinition>[1] = CTX): unknown {
  try {
    formDefinition(input, ctx);
  } catch (error) {
    if (error instanceof AppError) return error.details;
    throw error;
  }
  return [];
}

describe('formDefinition', () => {
  it('fills in defaults: an id, not required, the longest answer of its type, one file, other limits null', () => {
    const form = formDefinition(
      { questions: [{ type: 'longText', title: 'Goals' } as FormQuestionInput, { type: 'file', title: 'Logo' }] },
      CTX,
    );
    expect(form.allowsMultipleResponses).toBe(false);
    expect(form.isLocked).toBe(false);
    expect(form.questions[0]).toEqual({
      id: expect.stringMatching(/^[0-9A-Za-z]{12}$/),
      type: 'longText',
      title: 'Goals',
      helpText: null,
      required: false,
      maxLength: 10_000,
      minValue: null,
      maxValue: null,
      choices: null,
      maxFiles: null,
      maxFileBytes: null,
      fileTypes: null,
    });
    expect(form.questions[1]).toMatchObject({ maxFiles: 1, maxLength: null, maxFileBytes: null });
  });

  it('names each limit sent for a type that does not use it', () => {
    expect(problems(ask({ type: 'yesNo', maxLength: 5, choices: ['a'] }))).toEqual([
      { field: 'form.questions[0].maxLength', message: 'is not for yesNo questions' },
      { field: 'form.questions[0].choices', message: 'is not for yesNo questions' },
    ]);
  });

  it('requires choices for choice questions, each once whatever its case', () => {
    expect(problems(ask({ type: 'singleChoice' }))).toEqual([
      { field: 'form.questions[0].choices', message: 'is required for singleChoice' },
    ]);
    expect(problems(ask({ type: 'multipleChoice', choices: ['Yes', 'No', 'YES '] }))).toEqual([
      { field: 'form.questions[0].choices[2]', message: 'repeats choices[0]' },
    ]);
  });

  it('refuses minValue above maxValue, a shortText longer than 1000, a file larger than the service takes', () => {
    expect(problems(ask({ type: 'number', minValue: 5, maxValue: 1 }))).toEqual([
      { field: 'form.questions[0].maxValue', message: 'must not be below minValue (5)' },
    ]);
    expect(problems(ask({ maxLength: 1001 }))).toEqual([
      { field: 'form.questions[0].maxLength', message: 'must be at most 1000 for shortText' },
    ]);
    expect(problems(ask({ type: 'file', maxFileBytes: 2_000_000 }))).toEqual([
      { field: 'form.questions[0].maxFileBytes', message: 'must be at most 1000000 (FILES_MAX_BYTES)' },
    ]);
  });

  it('refuses a form larger in all than a text section may be, naming the form', () => {
    const long = (i: number) => ({ type: 'longText', title: `${i} ${'x'.repeat(490)}`, helpText: 'h'.repeat(2000) });
    const questions = Array.from({ length: 50 }, (_, i) => long(i)) as FormQuestionInput[];
    expect(problems({ questions })).toEqual([
      {
        field: 'form',
        message: expect.stringMatching(/^is too large \(\d+ characters of questions and choices; at most 100000\)$/),
      },
    ]);
  });

  describe('an edit of a stored form', () => {
    const stored: FormDefinition = formDefinition(
      { questions: [{ type: 'email', title: 'E-mail' } as FormQuestionInput], allowsMultipleResponses: true },
      CTX,
    );
    const id = stored.questions[0].id;
    const ctx = { ...CTX, stored };

    it('keeps a question sent with its id, adds one sent without, keeps the response rules not sent', () => {
      const form = formDefinition(
        { questions: [{ type: 'yesNo', title: 'Signed?' } as FormQuestionInput, { id, type: 'email', title: 'Mail' }] },
        ctx,
      );
      expect(form.questions.map((q) => q.id)).toEqual([expect.not.stringMatching(id), id]);
      expect(form.questions[1].title).toBe('Mail');
      expect(form.allowsMultipleResponses).toBe(true);
    });

    it("refuses an id not among the form's questions, one sent twice, and a changed type", () => {
      expect(problems(ask({ id: 'someoneElses' }), ctx)).toEqual([
        {
          field: 'form.questions[0].id',
          message: 'is not a question of this form (leave id out for a new question)',
        },
      ]);
      const twice = {
        questions: [
          { id, type: 'email', title: 'a' },
          { id, type: 'email', title: 'b' },
        ],
      };
      expect(problems(twice as FormDefinitionInput, ctx)).toEqual([
        { field: 'form.questions[1].id', message: 'names a question already sent' },
      ]);
      expect(problems(ask({ id, type: 'shortText' }), ctx)).toEqual([
        {
          field: 'form.questions[0].type',
          message: 'cannot change (email): leave id out to add a new question instead',
        },
      ]);
    });
  });

  it('copies a form under new question ids, the questions otherwise the same', () => {
    const form = formDefinition(ask({ required: true }), CTX);
    const copy = copiedForm(form);
    expect(copy.questions[0].id).not.toBe(form.questions[0].id);
    expect({ ...copy.questions[0], id: '' }).toEqual({ ...form.questions[0], id: '' });
  });
});

describe('acceptsType', () => {
  it.each([
    [null, 'text/html', true],
    [['application/pdf'], 'application/pdf', true],
    [['image/*'], 'image/png', true],
    [['image/*'], 'imagex/png', false],
    [['application/pdf'], 'application/pdf; charset=binary', true],
    [['application/pdf'], 'text/plain', false],
  ])('%j accepts %s: %s', (types, type, accepted) => {
    expect(acceptsType(types, type)).toBe(accepted);
  });
});
