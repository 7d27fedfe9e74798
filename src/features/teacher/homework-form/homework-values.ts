import type {
  HomeworkCreate,
  HomeworkEditForm,
  HomeworkUpdate,
  ListHomeworkBriefSkillsParams,
} from '@/api/generated/model';
import {
  CreateTeacherHomeworkBody,
  UpdateTeacherHomeworkBody,
  createTeacherHomeworkBodyOneOneDescriptionMax as DESCRIPTION_MAX,
  createTeacherHomeworkBodyOneOneSkillIdsMax as SKILLS_MAX,
  createTeacherHomeworkBodyOneOneTargetSmartScoreMax as TARGET_MAX,
  createTeacherHomeworkBodyOneOneTargetSmartScoreMin as TARGET_MIN,
  createTeacherHomeworkBodyOneOneTitleMax as TITLE_MAX,
  createTeacherHomeworkBodyOneOneTitleMin as TITLE_MIN,
  createTeacherHomeworkBodyOneTwoFirstPageMax as PAGE_MAX,
  createTeacherHomeworkBodyTwoTwoFirstSectionMax as SECTION_MAX,
} from '@/api/generated/zod/teacher/teacher.zod';
import { addDays } from '@/shared/dates';
import { parseTypedNumber } from '@/shared/digits';
import { contractResolver } from '@/shared/forms';
import { t } from './strings';

export type RangeMode = 'pages' | 'sections';

/** The form as typed: numbers stay text until sent (any digit set), selects hold '' when nothing is chosen. */
export interface HomeworkFormValues {
  title: string;
  description: string;
  /** The chosen classes (a new homework is one record per class, all alike). */
  classIds: string[];
  courseId: string;
  rangeMode: RangeMode;
  firstPage: string;
  lastPage: string;
  firstSection: string;
  lastSection: string;
  /** The chosen skills: the edit form's, or the skills of a new homework's range the teacher kept ticked. */
  skillIds: number[];
  /**
   * A new homework's range (`rangeKey`) its `skillIds` were ticked for; '' (or a range since
   * changed) means every skill of the range, which is what the server takes when none are sent.
   */
  skillsFor: string;
  targetSmartScore: string;
  startDate: string | null;
  endDate: string | null;
}

/** How long a new homework runs unless the teacher says otherwise: a school week. */
export const DEFAULT_DAYS = 7;

interface NewPrefill {
  classIds?: string[];
  courseId?: string;
  /** Today in Iran: the dates start today and end a week later. */
  today?: string;
}

/** A new homework's form: class and course from the address when given, target «ماهر» (80), today to a week later. */
export function newValues({ classIds = [], courseId = '', today }: NewPrefill = {}): HomeworkFormValues {
  return {
    title: '',
    description: '',
    classIds,
    courseId,
    rangeMode: 'pages',
    firstPage: '',
    lastPage: '',
    firstSection: '',
    lastSection: '',
    skillIds: [],
    skillsFor: '',
    targetSmartScore: '80',
    startDate: today ?? null,
    endDate: today ? addDays(today, DEFAULT_DAYS) : null,
  };
}

/** The edit form filled from `GET /teacher/homework/{id}/update/`. */
export function editValues(form: HomeworkEditForm): HomeworkFormValues {
  const range = form.range;
  const pages = 'firstPage' in range;
  return {
    ...newValues({ classIds: form.classes.map((c) => String(c.id)) }),
    title: form.title,
    description: form.description,
    courseId: String(form.course.id),
    rangeMode: pages ? 'pages' : 'sections',
    firstPage: pages ? String(range.firstPage) : '',
    lastPage: pages ? String(range.lastPage) : '',
    firstSection: pages ? '' : String(range.firstSection),
    lastSection: pages ? '' : String(range.lastSection),
    skillIds: form.skillIds,
    targetSmartScore: String(form.targetSmartScore),
    startDate: form.startDate,
    endDate: form.endDate,
  };
}

/** A typed whole number in any digit set as a number; '' stays '' (so «required» is said), other text stays text. */
export function typedInt(typed: string): number | string {
  if (typed.trim() === '') return '';
  const latin = parseTypedNumber(typed, 0);
  return latin === null ? typed : Number(latin);
}

/** The range the form describes, as the contract's pair for its mode. */
export function rangeOf(values: HomeworkFormValues) {
  return values.rangeMode === 'pages'
    ? { firstPage: typedInt(values.firstPage), lastPage: typedInt(values.lastPage) }
    : { firstSection: typedInt(values.firstSection), lastSection: typedInt(values.lastSection) };
}

/** The brief-skills query for what the form holds, or null while the course or a whole range is missing. */
function briefParams(values: HomeworkFormValues): ListHomeworkBriefSkillsParams | null {
  const courseId = Number(values.courseId);
  const range = Object.entries(rangeOf(values));
  const numbers = range.map(([, value]) => value);
  if (!courseId || !numbers.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 1)) return null;
  const [first, last] = numbers as [number, number];
  if (last < first) return null;
  return { courseId, ...Object.fromEntries(range) };
}

/** The identity of a new homework's whole range (its brief-skills query), or '' while it is incomplete. */
export function rangeKey(values: HomeworkFormValues): string {
  const params = briefParams(values);
  return params ? JSON.stringify(params) : '';
}

/** The skills a new homework sends: those kept ticked for this very range, else none (the server takes them all). */
function chosenSkillIds(values: HomeworkFormValues): number[] | undefined {
  return values.skillsFor !== '' && values.skillsFor === rangeKey(values) ? values.skillIds : undefined;
}

/**
 * `POST /teacher/homework/`: every chosen class, one range pair (never both), Latin numbers, ISO
 * dates, and the skills only when the teacher unticked some.
 */
export function createBody(values: HomeworkFormValues): HomeworkCreate {
  const description = values.description.trim();
  const skillIds = chosenSkillIds(values);
  return {
    title: values.title.trim(),
    ...(description ? { description } : {}),
    classIds: values.classIds.map(Number),
    courseId: values.courseId ? Number(values.courseId) : '',
    targetSmartScore: typedInt(values.targetSmartScore),
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
    ...rangeOf(values),
    ...(skillIds ? { skillIds } : {}),
  } as HomeworkCreate;
}

/** `PUT /teacher/homework/{id}/update/`: the whole editable form. */
export function updateBody(values: HomeworkFormValues): HomeworkUpdate {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    skillIds: values.skillIds,
    targetSmartScore: typedInt(values.targetSmartScore),
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
  } as HomeworkUpdate;
}

const common = {
  title: { required: t.errors.titleRequired, invalid: t.errors.title(TITLE_MIN, TITLE_MAX) },
  description: t.errors.description(DESCRIPTION_MAX),
  skillIds: t.errors.skills(SKILLS_MAX),
  targetSmartScore: { required: t.errors.targetRequired, invalid: t.errors.target(TARGET_MIN, TARGET_MAX) },
  startDate: { required: t.errors.startRequired, invalid: t.errors.date },
  endDate: { required: t.errors.endRequired, invalid: t.errors.date },
};
const page = { required: t.errors.pageRequired, invalid: t.errors.page(PAGE_MAX) };
const section = { required: t.errors.sectionRequired, invalid: t.errors.section(SECTION_MAX) };

const lastNotBefore = (first: keyof HomeworkFormValues) => (last: unknown, values: HomeworkFormValues) => {
  const [from, to] = [typedInt(String(values[first])), typedInt(String(last))];
  return typeof from === 'number' && typeof to === 'number' && to < from ? t.errors.lastBeforeFirst : null;
};

/** Rules the contract states only in words: the range's order, start not before today, end not before start. */
function dateRules(today: string, unchangedStart?: string) {
  return {
    startDate: (start: string | null) =>
      start && start !== unchangedStart && start < today ? t.errors.startPast : null,
    endDate: (end: string | null, values: HomeworkFormValues) =>
      end && values.startDate && end < values.startDate ? t.errors.endBeforeStart : null,
  };
}

/** The new homework's checks: the contract's branch for the chosen range mode, plus the rules it states in words. */
export function validateCreate(today: string) {
  const [byPages, bySections] = CreateTeacherHomeworkBody.options;
  const shared = { ...common, classIds: t.errors.class, courseId: t.errors.course };
  const rules = {
    ...dateRules(today),
    lastPage: lastNotBefore('firstPage'),
    lastSection: lastNotBefore('firstSection'),
  };
  const pages = contractResolver({
    schema: byPages,
    toBody: createBody,
    messages: { ...shared, firstPage: page, lastPage: page },
    rules,
  });
  const sections = contractResolver({
    schema: bySections,
    toBody: createBody,
    messages: { ...shared, firstSection: section, lastSection: section },
    rules,
  });
  return (values: HomeworkFormValues) => (values.rangeMode === 'pages' ? pages(values) : sections(values));
}

/** The edit form's checks; a start date left as it was is not «in the past» (the homework may have begun). */
export function validateEdit(today: string, loadedStart: string) {
  return contractResolver({
    schema: UpdateTeacherHomeworkBody,
    toBody: updateBody,
    messages: common,
    rules: dateRules(today, loadedStart),
  });
}
