import { Anchor, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { useGetTeacherClassDashboard } from '@/api/generated/endpoints/teacher/teacher';
import { byClass } from '@/shared/class-order';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { QuizForm } from './new-quiz-form';
import { t } from './strings';

/** /teacher/quizzes/new — a timed quiz on chosen skills for one or more classes. */
export function NewQuizScreen() {
  useDocumentTitle(t.form.documentTitle);
  const classes = useGetTeacherClassDashboard(undefined, { query: { select: byClass } });
  return (
    <Stack gap="lg" maw={720}>
      <Anchor
        component={Link}
        to={paths.teacher.quizzes}
        mih={44}
        display="inline-flex"
        style={{ alignItems: 'center' }}
      >
        {t.form.back}
      </Anchor>
      <ScreenHeading title={t.form.title} subtitle={t.form.subtitle} />
      <QueryState
        query={classes}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t.form.noClass.title} description={t.form.noClass.description} />}
      >
        {(list) => <QuizForm classes={list} />}
      </QueryState>
    </Stack>
  );
}
