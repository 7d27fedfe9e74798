import { useForm } from '@mantine/form';
import type { QuizCreate, QuizEditForm, QuizUpdate, ShowAnswersAfter } from '@/api/generated/model';
import {
  CreateTeacherQuizBody,
  createTeacherQuizBodyDurationMinutesMax,
  createTeacherQuizBodyDurationMinutesMin,
  createTeacherQuizBodyQuestionCountMax,
  createTeacherQuizBodyQuestionCountMin,
  createTeacherQuizBodyShowAnswersAfterDefault,
  createTeacherQuizBodySkillIdsMax,
  createTeacherQuizBodyTitleMax,
  createTeacherQuizBodyTitleMin,
} from '@/api/generated/zod/teacher/teacher.zod';
import { formatTime, iranDateTime, iranToday } from '@/shared/dates';
import { parseTypedNumber, toLatinDigits, toPersianDigits } from '@/shared/digits';
import { contractResolver } from '@/shared/forms';
import { t } from './strings';

/** The form as typed: ids as the checkboxes and selects hold them, numbers and times as text in any digit set. */
export interface QuizValues {
  title: string;
  classIds: string[];
  courseId: string | null;
  skillIds: string[];
  questionCount: string;
  durationMinutes: string;
  /** The start day, 'YYYY-MM-DD' (the Jalali date input's value). */
  startsAt: string | null;
  startTime: string;
  /** The end day, 'YYYY-MM-DD'. */
  endsAt: string | null;
  endTime: string;
  showAnswersAfter: ShowAnswersAfter;
}

export const emptyQuiz: QuizValues = {
  title: '',
  classIds: [],
  courseId: null,
  skillIds: [],
  questionCount: '',
  durationMinutes: '',
  startsAt: null,
  startTime: '۰۸:۰۰',
  endsAt: null,
  endTime: '۲۰:۰۰',
  showAnswersAfter: createTeacherQuizBodyShowAnswersAfterDefault as ShowAnswersAfter,
};

/** «۸:۳۰», «08:30», «۸» (on the hour), «۸٫۳۰» → '08:30'; null when it is not a time of day. */
export function parseTime(typed: string): string | null {
  const text = toLatinDigits(typed.trim()).replace(/[\u066b.]/, ':');
  const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

function whole(typed: string): number | undefined {
  if (typed.trim() === '') return undefined;
  const latin = parseTypedNumber(typed, 0);
  return latin === null ? Number.NaN : Number(latin);
}

/** A moment of the form, or null while its day is missing. A bad time counts as 00:00 here: its own field says so. */
function momentOf(day: string | null, time: string): string | null {
  return day ? iranDateTime(day, parseTime(time) ?? '00:00') : null;
}

/** What the form sends (ids and numbers as numbers, moments with Iran's offset). Checked before it is sent. */
export function quizBody(values: QuizValues) {
  return {
    title: values.title.trim(),
    classIds: values.classIds.map(Number),
    courseId: values.courseId === null ? undefined : Number(values.courseId),
    skillIds: values.skillIds.map(Number),
    questionCount: whole(values.questionCount),
    durationMinutes: whole(values.durationMinutes),
    startsAt: momentOf(values.startsAt, values.startTime),
    endsAt: momentOf(values.endsAt, values.endTime),
    showAnswersAfter: values.showAnswersAfter,
  };
}

/** The body once the form has passed its checks (the contract's schema gives the exact type). */
export const validQuizBody = (values: QuizValues): QuizCreate => CreateTeacherQuizBody.parse(quizBody(values));

/** The end must leave the whole duration after the start (the server's own 400 check, said earlier). */
function windowRule(_end: string | null, values: QuizValues): string | null {
  const body = quizBody(values);
  if (!body.startsAt || !body.endsAt || !body.durationMinutes) return null;
  const gap = Date.parse(body.endsAt) - Date.parse(body.startsAt);
  return gap >= body.durationMinutes * 60_000 ? null : t.errors.window;
}

const timeRule = (time: string) => (parseTime(time) ? null : t.errors.time);

/** An upcoming quiz's edit form as the form holds it: its fixed class and course, moments as Iran days and times. */
export function editQuizValues(form: QuizEditForm): QuizValues {
  return {
    title: form.title,
    classIds: [String(form.class.id)],
    courseId: String(form.course.id),
    skillIds: form.skillIds.map(String),
    questionCount: toPersianDigits(form.questionCount),
    durationMinutes: toPersianDigits(form.durationMinutes),
    startsAt: iranToday(new Date(form.startsAt)),
    startTime: formatTime(form.startsAt),
    endsAt: iranToday(new Date(form.endsAt)),
    endTime: formatTime(form.endsAt),
    showAnswersAfter: form.showAnswersAfter,
  };
}

/** What an edit sends: the checked body without the class and course, which stay as created. */
export function quizUpdateBody(values: QuizValues): QuizUpdate {
  const { classIds: _classes, courseId: _course, ...body } = validQuizBody(values);
  return { ...body, showAnswersAfter: body.showAnswersAfter ?? values.showAnswersAfter };
}

/**
 * A quiz's form (new, or `initialValues` of one being edited), checked by the contract's QuizCreate
 * limits (an edit's QuizUpdate has the same), with a Persian message by each field.
 */
export function useQuizForm(initialValues: QuizValues = emptyQuiz) {
  return useForm<QuizValues>({
    initialValues,
    validate: contractResolver({
      schema: CreateTeacherQuizBody,
      toBody: quizBody,
      messages: {
        title: {
          required: t.errors.titleRequired,
          invalid: t.errors.title(createTeacherQuizBodyTitleMin, createTeacherQuizBodyTitleMax),
        },
        classIds: t.errors.classes,
        courseId: t.errors.course,
        skillIds: t.errors.skills(createTeacherQuizBodySkillIdsMax),
        questionCount: t.errors.questionCount(
          createTeacherQuizBodyQuestionCountMin,
          createTeacherQuizBodyQuestionCountMax,
        ),
        durationMinutes: t.errors.duration(
          createTeacherQuizBodyDurationMinutesMin,
          createTeacherQuizBodyDurationMinutesMax,
        ),
        startsAt: t.errors.startDay,
        endsAt: t.errors.endDay,
        showAnswersAfter: t.errors.showAnswers,
      },
      rules: { startTime: timeRule, endTime: timeRule, endsAt: windowRule },
    }),
  });
}
