import type { FormQuestion } from '../form-definitions/form-definition.js';
import { toCsv } from '../common/http/csv.js';
import { responseRows } from './form-responses.csv.js';
import type { FormAnswerDoc, WorkspaceFormResponseDoc } from './workspace-form-response.resource.js';

const question = (id: string, type: FormQuestion['type'], title: string): FormQuestion =>
  ({ id, type, title }) as FormQuestion;

const QUESTIONS = [
  question('q1', 'shortText', 'Name'),
  question('q2', 'number', 'Seats'),
  question('q3', 'multipleChoice', 'Tools'),
  question('q4', 'yesNo', 'Review?'),
  question('q5', 'file', 'Logo'),
];

const answer = (formQuestionId: string, value: FormAnswerDoc['value'], files: FormAnswerDoc['files'] = null) =>
  ({ formQuestionId, value, files }) as FormAnswerDoc;

const response = (over: Partial<WorkspaceFormResponseDoc>): WorkspaceFormResponseDoc =>
  ({
    id: 'r1',
    respondent: { firstName: 'Ana', lastName: 'Silva', email: 'ana@acme.test' },
    submittedAt: '2026-01-02T03:04:05.678Z',
    updatedAt: '2026-01-03T03:04:05.678Z',
    answers: [],
    ...over,
  }) as WorkspaceFormResponseDoc;

const file = (url: string) => ({ id: 'f', name: 'a.png', size: 1, contentType: 'image/png', url, expiresAt: 'x' });

describe('responseRows', () => {
  it('heads the fixed columns and the question titles, then one row per response in the questions’ order', () => {
    const rows = responseRows(QUESTIONS, [
      response({
        answers: [
          answer('q5', ['f'], [file('https://x/1'), file('https://x/2')]),
          answer('q1', 'Ana'),
          answer('q2', -3),
          answer('q3', ['CRM', 'SSO']),
          answer('q4', false),
        ],
      }),
    ]);
    expect(rows).toEqual([
      [
        'Response id',
        'Respondent',
        'Respondent e-mail',
        'Submitted at',
        'Updated at',
        'Name',
        'Seats',
        'Tools',
        'Review?',
        'Logo',
      ],
      [
        'r1',
        'Ana Silva',
        'ana@acme.test',
        '2026-01-02T03:04:05.678Z',
        '2026-01-03T03:04:05.678Z',
        'Ana',
        -3,
        'CRM, SSO',
        'No',
        'https://x/1\nhttps://x/2',
      ],
    ]);
  });

  it('leaves unanswered questions, questions without an answer entry and a deleted respondent empty', () => {
    const rows = responseRows(QUESTIONS, [response({ respondent: null, answers: [answer('q1', null)] })]);
    expect(rows[1]).toEqual([
      'r1',
      null,
      null,
      '2026-01-02T03:04:05.678Z',
      '2026-01-03T03:04:05.678Z',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('writes formula-like answers and titles defused, and a negative number as a number', () => {
    const csv = toCsv(
      responseRows(
        [question('q1', 'shortText', '=Title'), question('q2', 'number', 'N')],
        [response({ answers: [answer('q1', '@SUM(A1)'), answer('q2', -5)] })],
      ),
    );
    expect(csv.split('\r\n')[0].endsWith(",'=Title,N")).toBe(true);
    expect(csv.split('\r\n')[1].endsWith(",'@SUM(A1),-5")).toBe(true);
  });
});
