import type { FileEntity } from '../files/file.entity.js';
import type { FileLinks } from '../files/file-links.js';
import type { FormDefinition } from '../form-definitions/form-definition.js';
import type { AnswerValue, FormAnswers } from './form-answers.js';
import type { AnswerFileDoc } from './workspace-form.resource.js';
import type { FormAnswerDoc } from './workspace-form-response.resource.js';

/** The files a set of answers names (file questions' ids), to load at once. */
export function answeredFileIds(form: FormDefinition | null, answers: readonly FormAnswers[]): string[] {
  const fileQuestions = (form?.questions ?? []).filter((question) => question.type === 'file');
  return answers.flatMap((answer) =>
    fileQuestions.flatMap((question) => {
      const value = answer[question.id];
      return Array.isArray(value) ? value : [];
    }),
  );
}

/**
 * A response's answers as the API shows them: one per question the form asks now, in its order, unanswered ones as
 * null; a file question's files those still stored, each with a fresh signed link.
 */
export async function answerDocs(
  form: FormDefinition | null,
  answers: FormAnswers,
  { files, links }: { files: ReadonlyMap<string, FileEntity>; links: FileLinks },
): Promise<FormAnswerDoc[]> {
  return Promise.all(
    (form?.questions ?? []).map(async (question) => {
      const value = answers[question.id] ?? null;
      return {
        formQuestionId: question.id,
        type: question.type,
        title: question.title,
        value,
        files: question.type === 'file' ? await answerFiles(value, { files, links }) : null,
      };
    }),
  );
}

async function answerFiles(
  value: AnswerValue | null,
  { files, links }: { files: ReadonlyMap<string, FileEntity>; links: FileLinks },
): Promise<AnswerFileDoc[]> {
  const ids = Array.isArray(value) ? value : [];
  const stored = ids.flatMap((id) => {
    const file = files.get(id);
    return file ? [file] : [];
  });
  return Promise.all(
    stored.map(async (file) => {
      const link = await links.issue(file.id);
      return {
        id: file.id,
        name: file.name,
        size: file.size,
        contentType: file.contentType,
        url: link.url,
        expiresAt: link.expiresAt,
      };
    }),
  );
}

/** An answer as one text, for the CSV export: its values (answerValues) joined by ", ", null when not answered. */
export function answerText(answer: FormAnswerDoc): string | null {
  return answer.value === null ? null : answerValues(answer).join(', ');
}

/** An answer as a list of strings, as Dock's deliveries carry `value`: yes/no as Yes/No, files by name. */
export function answerValues(answer: FormAnswerDoc): string[] {
  const { value } = answer;
  if (value === null) return [];
  if (answer.type === 'file') return (answer.files ?? []).map((file) => file.name);
  if (typeof value === 'boolean') return [value ? 'Yes' : 'No'];
  if (Array.isArray(value)) return [...value];
  return [String(value)];
}
