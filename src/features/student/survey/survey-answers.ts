import type { FormErrors } from '@mantine/form';
import { ApiError } from '@/api/api-error';
import type { Survey, SurveyAnswer, SurveyQuestion, SurveySubmission } from '@/api/generated/model';
import { t } from './strings';

/**
 * The form's values: one string per question, keyed by `fieldOf(question)`. A rating holds its
 * value ('1'–'5'), a choice its option id, a text what was typed; '' is «not answered».
 */
export type SurveyValues = Record<string, string>;

/** The form field (and element id part) of a question, e.g. `q121`. */
export const fieldOf = (question: Pick<SurveyQuestion, 'id'>) => `q${question.id}`;

export function initialValues(survey: Survey): SurveyValues {
  return Object.fromEntries(survey.questions.map((q) => [fieldOf(q), '']));
}

/** The length a text answer is judged by: what is sent (trimmed), as the server counts it. */
export const textLength = (value: string) => value.trim().length;

/** The Persian message for one question's answer, or null when it may be sent. */
export function problemOf(question: SurveyQuestion, value: string): string | null {
  const empty = value.trim() === '';
  if (question.type === 'short_text') {
    if (empty) return question.required ? t.invalid.text : null;
    return textLength(value) > question.max_length ? t.invalid.tooLong(question.max_length) : null;
  }
  if (!empty || !question.required) return null;
  return question.type === 'rating' ? t.invalid.rating : t.invalid.choice;
}

/** A `validate` for @mantine/form: every question's problem next to its field. */
export function validatorOf(survey: Survey): (values: SurveyValues) => FormErrors {
  return (values) => {
    const errors: FormErrors = {};
    for (const question of survey.questions) {
      const problem = problemOf(question, values[fieldOf(question)] ?? '');
      if (problem) errors[fieldOf(question)] = problem;
    }
    return errors;
  };
}

/** The first question (in the survey's order) that has an error, to move the focus to it. */
export function firstInvalid(survey: Survey, errors: FormErrors): SurveyQuestion | undefined {
  return survey.questions.find((q) => errors[fieldOf(q)]);
}

function answerOf(question: SurveyQuestion, value: string): SurveyAnswer | null {
  const typed = value.trim();
  // An optional question left blank is no answer at all, not an empty one.
  if (typed === '') return null;
  switch (question.type) {
    case 'rating':
      return { question_id: question.id, rating: Number(typed) };
    case 'single_choice':
      return { question_id: question.id, option_id: Number(typed) };
    case 'short_text':
      return { question_id: question.id, text: typed };
  }
}

/** The body of submitSurvey: one answer per answered question, in the survey's order. */
export function submissionOf(survey: Survey, values: SurveyValues): SurveySubmission {
  return {
    answers: survey.questions.flatMap((q) => {
      const answer = answerOf(q, values[fieldOf(q)] ?? '');
      return answer ? [answer] : [];
    }),
  };
}

/**
 * Whether a failed submit means «you already answered this survey»: the contract's 409.
 */
export function isAlreadyAnswered(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * The server's words without their emoji («ممنون که نظرت را گفتی! 🌟»): where no emoji font is
 * installed each one is an empty box.
 */
export const withoutEmoji = (text: string) =>
  text
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
