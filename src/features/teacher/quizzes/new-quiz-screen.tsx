import { useDocumentTitle } from '@mantine/hooks';
import { useGetTeacherClassDashboard } from '@/api/generated/endpoints/teacher/teacher';
import { byClass } from '@/shared/class-order';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { QuizForm } from './new-quiz-form';
import { QuizPage } from './quiz-page';
import { t } from './strings';

/** /teacher/quizzes/new — a timed quiz on chosen skills for one or more classes. */
export function NewQuizScreen() {
  useDocumentTitle(t.form.documentTitle);
  const classes = useGetTeacherClassDashboard(undefined, { query: { select: byClass } });
  return (
    <QuizPage title={t.form.title} subtitle={t.form.subtitle}>
      <QueryState
        query={classes}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t.form.noClass.title} description={t.form.noClass.description} />}
      >
        {(list) => <QuizForm classes={list} />}
      </QueryState>
    </QuizPage>
  );
}
