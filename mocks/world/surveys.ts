/**
 * Short surveys for pupils (/student/survey/{id}): one open now about practice, one closed
 * from the start of the year, and what each pupil did with them (answered, skipped, nothing).
 * Seeded from the pupil's id so a class shows a mix; Sara skipped the open one once, five
 * days ago, so her dashboard offers it again today.
 */
import type { World } from './build.ts';
import { dayAt } from './calendar.ts';
import { SARA_ID } from './people.ts';
import { hash, hashInt } from './random.ts';

interface Base {
  id: number;
  text: string;
  required: boolean;
}
export type SurveyQuestionRec =
  | (Base & { type: 'rating'; scale: { value: number; emoji: string; label: string }[] })
  | (Base & { type: 'single_choice'; options: { id: number; label: string }[] })
  | (Base & { type: 'short_text'; placeholder?: string; max_length: number });

export interface SurveyRec {
  id: number;
  title: string;
  description: string;
  questions: SurveyQuestionRec[];
  skippable: boolean;
  max_skips: number;
  /** A closed survey is no longer shown nor answered (404). */
  open: boolean;
}

export interface SurveyAnswerRec {
  question_id: number;
  rating?: number;
  option_id?: number;
  text?: string;
}

export interface SurveyState {
  submitted_at: Date | null;
  answers: SurveyAnswerRec[] | null;
  skips: number;
  last_skip: Date | null;
}

const SCALE = [
  { value: 1, emoji: '😞', label: 'خیلی بد' },
  { value: 2, emoji: '🙁', label: 'بد' },
  { value: 3, emoji: '😐', label: 'معمولی' },
  { value: 4, emoji: '🙂', label: 'خوب' },
  { value: 5, emoji: '😍', label: 'عالی' },
];

export const SURVEYS: readonly SurveyRec[] = [
  {
    id: 11,
    title: 'نظرسنجی آغاز سال تحصیلی',
    description: 'دوست داریم بدانیم سال تازه را چطور شروع کردی.',
    questions: [{ id: 111, type: 'rating', text: 'از شروع سال تحصیلی چقدر راضی هستی؟', required: true, scale: SCALE }],
    skippable: true,
    max_skips: 3,
    open: false,
  },
  {
    id: 12,
    title: 'نظرسنجی دربارهٔ تمرین‌ها',
    description: 'فقط چهار سؤال کوتاه؛ جواب‌هایت به ما کمک می‌کند تمرین‌ها را بهتر کنیم.',
    questions: [
      { id: 121, type: 'rating', text: 'تمرین‌های این هفته چقدر برایت جالب بود؟', required: true, scale: SCALE },
      { id: 122, type: 'rating', text: 'راه‌حل‌های گام‌به‌گام چقدر به تو کمک کرد؟', required: false, scale: SCALE },
      {
        id: 123,
        type: 'single_choice',
        text: 'بیشتر وقت‌ها کجا تمرین می‌کنی؟',
        required: true,
        options: [
          { id: 1, label: 'خانه' },
          { id: 2, label: 'مدرسه' },
          { id: 3, label: 'خانهٔ پدربزرگ و مادربزرگ' },
          { id: 4, label: 'جای دیگر' },
        ],
      },
      {
        id: 124,
        type: 'short_text',
        text: 'دوست داری چه درسی بیشتر تمرین داشته باشد؟',
        required: false,
        placeholder: 'مثلاً کسرهای هم‌ارز',
        max_length: 200,
      },
    ],
    skippable: true,
    max_skips: 3,
    open: true,
  },
];

/** After a skip («بعداً») the survey rests this many days before it is offered again. */
export const SKIP_REST_DAYS = 3;
const DAY_MS = 86_400_000;

export const openSurvey = (id: number): SurveyRec | undefined => SURVEYS.find((s) => s.id === id && s.open);

/** What a pupil did with the open survey before the world was built. */
function seeded(world: World, surveyId: number, pupilId: number): SurveyState {
  const now = world.builtAt;
  const ago = (days: number) => dayAt(now, -days, hashInt(15 * 60, 20 * 60, 'survey-at', surveyId, pupilId));
  const fresh: SurveyState = { submitted_at: null, answers: null, skips: 0, last_skip: null };
  if (pupilId === SARA_ID) return { ...fresh, skips: 1, last_skip: ago(5) };
  const roll = hash('survey', surveyId, pupilId);
  if (roll < 0.35)
    return {
      ...fresh,
      submitted_at: ago(hashInt(1, 6, 'survey-day', surveyId, pupilId)),
      answers: [
        { question_id: 121, rating: hashInt(3, 5, 'survey-r', pupilId) },
        { question_id: 123, option_id: hashInt(1, 4, 'survey-o', pupilId) },
      ],
    };
  if (roll < 0.55) return { ...fresh, skips: 1, last_skip: ago(hashInt(1, 6, 'survey-skip', surveyId, pupilId)) };
  if (roll < 0.6) return { ...fresh, skips: 3, last_skip: ago(1) };
  return fresh;
}

/** The pupil's state for a survey (mutable: submitting and skipping write to it). */
export function surveyState(world: World, surveyId: number, pupilId: number): SurveyState {
  const states = world.part('surveys', () => new Map<string, SurveyState>());
  const key = `${surveyId}|${pupilId}`;
  let state = states.get(key);
  if (!state) {
    state = seeded(world, surveyId, pupilId);
    states.set(key, state);
  }
  return state;
}

/**
 * Whether the dashboard offers the survey now: never once answered, never after `max_skips`
 * skips, and not in the three days after a skip (so «بعداً» means later, not on the next
 * page load).
 */
export function offered(world: World, survey: SurveyRec, pupilId: number): boolean {
  const state = surveyState(world, survey.id, pupilId);
  if (!survey.open || state.submitted_at || state.skips >= survey.max_skips) return false;
  return !state.last_skip || world.now().getTime() - state.last_skip.getTime() >= SKIP_REST_DAYS * DAY_MS;
}
