import { Paper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetHomeworkEditForm, useUpdateTeacherHomework } from '@/api/generated/endpoints/teacher/teacher';
import type { HomeworkEditForm } from '@/api/generated/model';
import { iranToday } from '@/shared/dates';
import { useFormDraft } from '@/shared/drafts/use-form-draft';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { useRouteIds } from '@/shared/routing/use-route-ids';
import { QueryBody } from '@/shared/ui/dashboard-section';
import { notify } from '@/shared/ui/notify';
import { CommonFields } from './common-fields';
import { FormFrame, FormPage } from './form-frame';
import { editValues, updateBody, validateEdit } from './homework-values';
import { SkillPicker } from './skill-picker';
import { t } from './strings';

/** /teacher/homework/{id}/edit — the homework's editable fields, filled from its edit form. */
export function EditHomeworkScreen() {
  useDocumentTitle(t.form.editDocumentTitle);
  // An id that cannot be one is 0: nothing is asked.
  const id = useRouteIds('homeworkId').homeworkId ?? 0;
  const query = useGetHomeworkEditForm(id);
  return (
    <FormPage title={t.form.editTitle}>
      <QueryBody query={query} loading={t.form.editTitle} isEmpty={() => false} empty={null}>
        {(data) => <EditHomeworkForm data={data} />}
      </QueryBody>
    </FormPage>
  );
}

function EditHomeworkForm({ data }: { data: HomeworkEditForm }) {
  const [today] = useState(iranToday);
  const form = useForm({
    initialValues: editValues(data),
    validate: validateEdit(today, data.startDate),
    validateInputOnChange: ['endDate'],
  });
  // Changes not yet saved outlive a reload or an expired session (forgotten once saved).
  const clearDraft = useFormDraft(form, `homework:${data.id}`);
  const navigate = useNavigate();
  const update = useUpdateTeacherHomework();
  const range = 'firstPage' in data.range ? data.range : null;
  const sections = 'firstSection' in data.range ? data.range : null;

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: data.id, data: updateBody(values) },
      {
        onSuccess: () => {
          clearDraft();
          notify({ message: t.form.saved, color: 'teal' });
          navigate(paths.teacher.homeworkHref(data.id));
        },
      },
    ),
  );

  return (
    <FormFrame
      onSubmit={submit}
      submitLabel={t.form.save}
      saving={update.isPending}
      failure={update.isError ? messageOf(update.error, errors.sendInformation) : null}
    >
      {/* What was fixed at creation, read only: the teacher deletes and creates anew to change it. */}
      <Paper withBorder radius="md" p="sm">
        <Text fw={600}>{t.list.courseOf(data.classes.map((c) => c.name).join('، '), data.course.name)}</Text>
        <Text>
          {range
            ? t.form.range(range.firstPage, range.lastPage, true)
            : sections && t.form.range(sections.firstSection, sections.lastSection, false)}
        </Text>
        <Text size="sm" c="dimmed">
          {t.form.fixed}
        </Text>
      </Paper>
      <SkillPicker form={form} skills={data.skills} locked={data.locked_skill_ids} />
      <CommonFields form={form} today={today} startLocked={data.has_started} />
    </FormFrame>
  );
}
