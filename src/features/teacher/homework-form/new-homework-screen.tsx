import { NativeSelect, SimpleGrid } from '@mantine/core';
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
import { QueryBody } from '@/shared/ui/dashboard-section';
import { notify } from '@/shared/ui/notify';
import { EmptyState } from '@/shared/ui/states';
import { BriefSkills } from './brief-skills';
import { CommonFields } from './common-fields';
import { FormFrame, FormPage } from './form-frame';
import { createBody, newValues, validateCreate } from './homework-values';
import { classFromAddress } from './list-params';
import { RangeFields } from './range-fields';
import { t } from './strings';
import { useBriefRange } from './use-brief-range';

const select = { input: { minHeight: 44 } };

/** /teacher/homeworks/new — a new homework for one of the teacher's classes (`?class=` fills the class). */
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
        {(cards) => <NewHomeworkForm cards={cards} classId={classFromAddress(params)} />}
      </QueryBody>
    </FormPage>
  );
}

function NewHomeworkForm({ cards, classId }: { cards: TeacherClassCard[]; classId: string }) {
  const [today] = useState(iranToday);
  const known = cards.some((card) => String(card.class.id) === classId);
  const form = useForm({
    initialValues: newValues(known ? classId : ''),
    validate: validateCreate(today),
    validateInputOnChange: ['endDate', 'lastPage', 'lastSection'],
  });
  // A half-made homework outlives a reload or an expired session (forgotten once created).
  const clearDraft = useFormDraft(form, 'homework:new');
  const navigate = useNavigate();
  const create = useCreateTeacherHomework();
  const brief = useBriefRange(form.values);
  const courses = cards.find((card) => String(card.class.id) === form.values.classId)?.courses ?? [];

  const submit = form.onSubmit((values) =>
    create.mutate(
      { data: createBody(values) },
      {
        onSuccess: (created) => {
          clearDraft();
          notify({ message: t.form.created, color: 'teal' });
          // One homework per class; the form sends one class, so the first is the new one.
          navigate(created[0] ? paths.teacher.homeworkHref(created[0].id) : paths.teacher.homeworks);
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
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label={t.form.class}
          withAsterisk
          styles={select}
          data={[
            { value: '', label: t.form.choose },
            ...cards.map((c) => ({ value: String(c.class.id), label: c.class.name })),
          ]}
          value={form.values.classId}
          error={form.errors.classIds}
          onChange={(event) => {
            const next = event.currentTarget.value;
            const nextCourses = cards.find((card) => String(card.class.id) === next)?.courses ?? [];
            form.setValues({
              classId: next,
              courseId: nextCourses.some((c) => String(c.id) === form.values.courseId) ? form.values.courseId : '',
            });
            form.clearFieldError('classIds');
          }}
        />
        <NativeSelect
          label={t.form.course}
          withAsterisk
          styles={select}
          disabled={courses.length === 0}
          data={[{ value: '', label: t.form.choose }, ...courses.map((c) => ({ value: String(c.id), label: c.name }))]}
          {...form.getInputProps('courseId')}
        />
      </SimpleGrid>
      <RangeFields form={form} />
      <BriefSkills params={brief} />
      <CommonFields form={form} today={today} />
    </FormFrame>
  );
}
