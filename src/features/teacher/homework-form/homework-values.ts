import type { HomeworkCreate, HomeworkEditForm, HomeworkUpdate } from '@/api/generated/model';
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
import { parseTypedNumber } from '@/shared/digits';
import { contractResolver } from '@/shared/forms';
import { t } from './strings';

export type RangeMode = 'pages' | 'sections';

/** The form as typed: numbers stay text until sent (any digit set), selects hold '' when nothing is chosen. */
export interface HomeworkFormValues {
  title: string;
  description: string;
  classId: string;
  courseId: string;
  rangeMode: RangeMode;
  firstPage: string;
  lastPage: string;
  firstSection: string;
  lastSection: string;
  /** The edit form's chosen skills (a new homework takes every skill of its range). */
  skillIds: number[];
  targetSmartScore: string;
  startDate: string | null;
  endDate: string | null;
}

/** A new homework's form: the class from the list's filter when there was one, target «ماهر» (80). */
export function newValues(classId = ''): HomeworkFormValues {
  return {
    title: '',
    description: '',
    classId,
    courseId: '',
    rangeMode: 'pages',
    firstPage: '',
    lastPage: '',
    firstSection: '',
    lastSection: '',
    skillIds: [],
    targetSmartScore: '80',
    startDate: null,
    endDate: null,
  };
}

/** The edit form filled from `GET /teacher/homework/{id}/update/`. */
export function editValues(form: HomeworkEditForm): HomeworkFormValues {
  const range = form.range;
  const pages = 'firstPage' in range;
  return {
    ...newValues(String(form.classes[0]?.id ?? '')),
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

/** `POST /teacher/homework/`: one class, one range pair (never both), Latin numbers, ISO dates. */
export function createBody(values: HomeworkFormValues): HomeworkCreate {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    ...(description ? { description } : {}),
    classIds: values.classId ? [Number(values.classId)] : [],
    courseId: values.courseId ? Number(values.courseId) : '',
    targetSmartScore: typedInt(values.targetSmartScore),
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
    ...rangeOf(values),
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
