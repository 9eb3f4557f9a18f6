/**
 * An answer as stored and as the API shows it, by question type: text, e-mail, date (YYYY-MM-DD) and single choice a
 * string; number a number; multiple choice a list of choices; yes/no a boolean; file a list of file ids. A question
 * left unanswered has no entry.
 */
export type AnswerValue = string | number | boolean | string[];

/** Answers keyed by question id. */
export type FormAnswers = Record<string, AnswerValue>;
