import type { CsvCell } from '../common/http/csv.js';
import type { FormQuestion } from '../form-definitions/form-definition.js';
import { answerText } from './form-response-view.js';
import type { FormAnswerDoc, WorkspaceFormResponseDoc } from './workspace-form-response.resource.js';

const FIXED_COLUMNS = ['Response id', 'Respondent', 'Respondent e-mail', 'Submitted at', 'Updated at'];

/**
 * A form's responses as the rows of its CSV export: a header of the fixed columns and each question's title (in the
 * form's order now), then one row per response. A file answer is its files' signed links, one a line (what the
 * reader opens); a number stays a number; the rest is its values as text, joined (answerText).
 */
export function responseRows(
  questions: readonly FormQuestion[],
  responses: readonly WorkspaceFormResponseDoc[],
): CsvCell[][] {
  const header = [...FIXED_COLUMNS, ...questions.map((question) => question.title)];
  return [
    header,
    ...responses.map((response) => {
      const byQuestion = new Map(response.answers.map((answer) => [answer.formQuestionId, answer]));
      const respondent = response.respondent;
      const name = respondent ? [respondent.firstName, respondent.lastName].filter(Boolean).join(' ') : null;
      return [
        response.id,
        name || null,
        respondent?.email ?? null,
        response.submittedAt,
        response.updatedAt,
        ...questions.map((question) => answerCell(question, byQuestion.get(question.id))),
      ];
    }),
  ];
}

function answerCell(question: FormQuestion, answer: FormAnswerDoc | undefined): CsvCell {
  if (!answer || answer.value === null) return null;
  if (question.type === 'file') return (answer.files ?? []).map((file) => file.url).join('\n');
  if (typeof answer.value === 'number') return answer.value;
  return answerText(answer);
}
