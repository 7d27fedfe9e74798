import { NativeSelect } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCreateTeacherHomework, useGetTeacherClassDashboard } from '@/api/generated/endpoints/teacher/teacher';
import type { TeacherClassCard } from '@/api/generated/model';
import { byClass } from '@/shared/class-order';
import { iranToday } from '@/shared/dates';
import { useFormDraft } from '@/shared/drafts/use-form-draft';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { ClassChoice, sharedCourses } from '@/shared/teacher/class-choice';
import { QueryBody } from '@/shared/ui/dashboard-section';
import { notify } from '@/shared/ui/notify';
import { EmptyState } from '@/shared/ui/states';
import { BriefSkills } from './brief-skills';
import { CommonFields } from './common-fields';
import { FormFrame, FormPage } from './form-frame';
import { createBody, newValues, rangeKey, validateCreate, type HomeworkFormValues } from './homework-values';
import { prefillFromAddress } from './list-params';
import { RangeFields } from './range-fields';
import { t } from './strings';
import { useBriefRange } from './use-brief-range';

const select = { input: { minHeight: 44 } };

/**
 * /teacher/homeworks/new — a new homework for one or several of the teacher's classes
 * (`?class=41&course=401` fills them in, as the class page's «تکلیف جدید» does).
 */
export function NewHomeworkScreen() {
  useDocumentTitle(t.form.newDocumentTitle);
  const [params] = useSearchParams();
  const classes = useGetTeacherClassDashboard(undefined, { query: { select: byClass } });
  return (
    <FormPage title={t.form.newTitle}>
      <QueryBody
        query={classes}
        loading={t.form.newTitle}
        isEmpty={(cards) => cards.length === 0}
        empty={<EmptyState title={t.list.noClasses.title} description={t.list.noClasses.description} />}
      >
        {(cards) => <NewHomeworkForm cards={cards} {...prefillFromAddress(params)} />}
      </QueryBody>
    </FormPage>
  );
}

/** What the form starts with: the address's class when it is the teacher's (the only class when there is one), its course when that class has it. */
function prefill(cards: TeacherClassCard[], classId: string, courseId: string, today: string): HomeworkFormValues {
  const known = cards.some((card) => String(card.class.id) === classId);
  const only = cards.length === 1 ? [String(cards[0]!.class.id)] : [];
  const classIds = known ? [classId] : only;
  const courses = sharedCourses(cards, classIds);
  const course = courses.some((c) => String(c.id) === courseId)
    ? courseId
    : courses.length === 1
      ? String(courses[0]!.id)
      : '';
  return newValues({ classIds, courseId: course, today });
}

function NewHomeworkForm({
  cards,
  classId,
  courseId,
}: {
  cards: TeacherClassCard[];
  classId: string;
  courseId: string;
}) {
  const [today] = useState(iranToday);
  const [initialValues] = useState(() => prefill(cards, classId, courseId, today));
  const form = useForm({
    initialValues,
    validate: validateCreate(today),
    validateInputOnChange: ['endDate', 'lastPage', 'lastSection'],
  });
  // A half-made homework outlives a reload or an expired session (forgotten once created). Each
  // class page's «تکلیف جدید» keeps its own draft, so a draft never overrides what the link fills in.
  const scope = classId || courseId ? `homework:new:${classId}:${courseId}` : 'homework:new';
  const clearDraft = useFormDraft(form, scope);
  const navigate = useNavigate();
  const create = useCreateTeacherHomework();
  const brief = useBriefRange(form.values);
  const courses = sharedCourses(cards, form.values.classIds);
  const range = rangeKey(form.values);

  // A new choice of classes may drop the course (and so the range's skills): never a course one of them lacks.
  const onClasses = (classIds: string[]) => {
    const keep = sharedCourses(cards, classIds).some((c) => String(c.id) === form.values.courseId);
    form.setValues({ classIds, ...(keep ? {} : { courseId: '' }) });
    form.clearFieldError('classIds');
  };

  const submit = form.onSubmit((values) =>
    create.mutate(
      { data: createBody(values) },
      {
        onSuccess: (created) => {
          clearDraft();
          // One homework per class: a single one opens its page, several are seen on the list.
          const [first] = created;
          notify({
            message: created.length > 1 ? t.form.createdFor(created.map((hw) => hw.class.name)) : t.form.created,
            color: 'teal',
          });
          navigate(created.length === 1 && first ? paths.teacher.homeworkHref(first.id) : paths.teacher.homeworks);
        },
      },
    ),
  );

  return (
    <FormFrame
      onSubmit={submit}
      submitLabel={t.form.create}
      saving={create.isPending}
      failure={create.isError ? messageOf(create.error, errors.sendInformation) : null}
    >
      <ClassChoice
        label={t.form.classes}
        classes={cards}
        value={form.values.classIds}
        onChange={onClasses}
        error={form.errors.classIds}
      />
      <NativeSelect
        label={t.form.course}
        withAsterisk
        styles={select}
        disabled={courses.length === 0}
        data={[{ value: '', label: t.form.choose }, ...courses.map((c) => ({ value: String(c.id), label: c.name }))]}
        {...form.getInputProps('courseId')}
      />
      <RangeFields form={form} />
      <BriefSkills
        params={brief}
        picked={form.values.skillsFor !== '' && form.values.skillsFor === range ? form.values.skillIds : null}
        // The ticks belong to the range shown (the settled one); a range typed since sends every skill again.
        onPick={(ids, all) => form.setValues({ skillIds: ids, skillsFor: all || !brief ? '' : JSON.stringify(brief) })}
        error={form.errors.skillIds}
      />
      <CommonFields form={form} today={today} />
    </FormFrame>
  );
}
