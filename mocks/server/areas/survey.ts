/**
 * Pupils' surveys from the world: whether one waits on the dashboard, the survey with the
 * pupil's skip count, answers checked against its questions (each problem with its own
 * Persian message) and skips counted — the rules are in world/surveys.ts.
 */
import { isoDateTime } from '../../world/calendar.ts';
import { faDigits } from '../../world/curriculum/persian.ts';
import {
  SURVEYS,
  offered,
  openSurvey,
  surveyState,
  type SurveyAnswerRec,
  type SurveyQuestionRec,
  type SurveyRec,
} from '../../world/surveys.ts';
import type { PersonRec } from '../../world/types.ts';
import { badRequest, fail, idParam, me, notFound, ok, type Ctx, type Handlers } from '../context.ts';

/** Surveys are asked of pupils: for anyone else there is no survey to open. */
function pupilAndSurvey(ctx: Ctx): { pupil: PersonRec; survey: SurveyRec } {
  const person = me(ctx);
  const survey = openSurvey(idParam(ctx, 'id'));
  if (!survey || person.role !== 'student') return notFound('نظرسنجی‌ای با این شناسه باز نیست.');
  return { pupil: person, survey };
}

function skipView(survey: SurveyRec, skips: number, willAsk: boolean) {
  return { skipped_attempts: skips, max_skips: survey.max_skips, will_ask_again: willAsk };
}

/** The first problem of one answer against its question, or null. */
function problemOf(question: SurveyQuestionRec, answer: SurveyAnswerRec): string | null {
  const named = `«${question.text}»`;
  switch (question.type) {
    case 'rating':
      return answer.rating !== undefined && answer.rating >= 1 && answer.rating <= 5
        ? null
        : `برای سؤال ${named} یکی از شکلک‌های ۱ تا ۵ را انتخاب کن.`;
    case 'single_choice':
      return question.options.some((o) => o.id === answer.option_id)
        ? null
        : `برای سؤال ${named} یکی از گزینه‌های خودش را انتخاب کن.`;
    case 'short_text':
      return (answer.text ?? '').trim().length <= question.max_length
        ? null
        : `جواب سؤال ${named} باید حداکثر ${faDigits(question.max_length)} حرف باشد.`;
  }
}

/** An empty text box is no answer (an optional question left blank). */
const answered = (answer: SurveyAnswerRec) =>
  answer.rating !== undefined || answer.option_id !== undefined || (answer.text ?? '').trim() !== '';

export const surveyHandlers = {
  checkSurvey(ctx) {
    const person = me(ctx);
    // The newest open survey the pupil may be asked now; other roles are never asked.
    const survey =
      person.role === 'student'
        ? [...SURVEYS].reverse().find((s) => s.open && offered(ctx.world, s, person.id))
        : undefined;
    return ok(
      survey
        ? { exists: true, survey_id: survey.id, title: survey.title }
        : { exists: false, survey_id: null, title: null },
    );
  },
  getSurvey(ctx) {
    const { pupil, survey } = pupilAndSurvey(ctx);
    const state = surveyState(ctx.world, survey.id, pupil.id);
    return ok({
      id: survey.id,
      title: survey.title,
      description: survey.description,
      questions: survey.questions,
      skippable: survey.skippable,
      skipped_attempts: state.skips,
      max_skips: survey.max_skips,
      answered_at: state.submitted_at ? isoDateTime(state.submitted_at) : null,
    });
  },
  submitSurvey(ctx) {
    const { pupil, survey } = pupilAndSurvey(ctx);
    const state = surveyState(ctx.world, survey.id, pupil.id);
    if (state.submitted_at) return fail(409, 'تو قبلاً در این نظرسنجی شرکت کرده‌ای.');
    const answers = ctx.body.answers.filter(answered);
    const seen = new Set<number>();
    for (const answer of answers) {
      const question = survey.questions.find((q) => q.id === answer.question_id);
      if (!question) return badRequest('یکی از جواب‌ها به سؤالی از این نظرسنجی مربوط نیست.');
      if (seen.has(question.id)) return badRequest('به هر سؤال فقط یک جواب بده.');
      seen.add(question.id);
      const problem = problemOf(question, answer);
      if (problem) return badRequest(problem);
    }
    if (survey.questions.some((q) => q.required && !seen.has(q.id)))
      return badRequest('لطفاً به همه سؤال‌های ستاره‌دار جواب بده.');
    state.submitted_at = ctx.now;
    state.answers = answers.map((a) => (a.text !== undefined ? { ...a, text: a.text.trim() } : a));
    return ok({ detail: 'ممنون که نظرت را گفتی! 🌟' }, 201);
  },
  skipSurvey(ctx) {
    const { pupil, survey } = pupilAndSurvey(ctx);
    const state = surveyState(ctx.world, survey.id, pupil.id);
    // A survey already answered is not asked again, so «بعداً» has nothing left to put off.
    if (state.submitted_at) return ok(skipView(survey, state.skips, false));
    state.skips += 1;
    state.last_skip = ctx.now;
    return ok(skipView(survey, state.skips, state.skips < survey.max_skips));
  },
} satisfies Handlers;
