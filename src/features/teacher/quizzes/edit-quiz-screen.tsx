import { Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  getListTeacherQuizzesQueryKey,
  useGetTeacherQuizEditForm,
  useUpdateTeacherQuiz,
} from '@/api/generated/endpoints/teacher/teacher';
import type { QuizEditForm } from '@/api/generated/model';
import { useFormDraft } from '@/shared/drafts/use-form-draft';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { useRouteIds } from '@/shared/routing/use-route-ids';
import { QueryBody } from '@/shared/ui/dashboard-section';
import { notify } from '@/shared/ui/notify';
import { QuizFormFrame, QuizPaperFields } from './quiz-fields';
import { QuizPage } from './quiz-page';
import { editQuizValues, quizUpdateBody, useQuizForm, type QuizValues } from './quiz-form';
import { t } from './strings';

/** /teacher/quiz/{id}/edit — an upcoming quiz's form, filled with what it holds; class and course stay. */
export function EditQuizScreen() {
  useDocumentTitle(t.form.editTitle);
  // An id that cannot be one is 0: the server answers «not found».
  const id = useRouteIds('quizId').quizId ?? 0;
  const query = useGetTeacherQuizEditForm(id);
  return (
    <QuizPage title={t.form.editTitle} subtitle={t.form.editSubtitle}>
      <QueryBody query={query} loading={t.form.editTitle} isEmpty={() => false} empty={null}>
        {(data) => <EditQuizForm data={data} />}
      </QueryBody>
    </QuizPage>
  );
}

function EditQuizForm({ data }: { data: QuizEditForm }) {
  const form = useQuizForm(editQuizValues(data));
  // Changes not yet saved outlive a reload or an expired session (forgotten once saved).
  const clearDraft = useFormDraft(form, `quiz:${data.id}`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useUpdateTeacherQuiz();

  const submit = (values: QuizValues) => {
    const body = quizUpdateBody(values);
    update.mutate(
      { id: data.id, data: body },
      {
        onSuccess: async () => {
          clearDraft();
          await queryClient.invalidateQueries({ queryKey: getListTeacherQuizzesQueryKey() });
          notify({ message: t.form.saved(body.title), color: 'green' });
          void navigate(paths.teacher.quizzes);
        },
      },
    );
  };

  return (
    <QuizFormFrame
      onSubmit={form.onSubmit(submit)}
      submitLabel={t.form.save}
      saving={update.isPending}
      failure={update.isError ? messageOf(update.error, errors.sendInformation) : null}
    >
      <QuizPaperFields form={form}>
        <div>
          <Text fw={600}>{t.form.fixed(data.class.name, data.course.name)}</Text>
          <Text size="sm" c="dimmed">
            {t.form.fixedNote}
          </Text>
        </div>
      </QuizPaperFields>
    </QuizFormFrame>
  );
}
