import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useListTeacherQuizzes } from '@/api/generated/endpoints/teacher/teacher';
import { formatJalaliDate, formatJalaliDateTime } from '@/shared/dates';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/states';
import { openQuizzes, recentResults, type ClassQuiz } from './home-values';
import { PlainList, QueryBody, StackedSection } from '@/shared/ui/dashboard-section';
import { ItemLink } from './item-link';
import { t } from './strings';

interface QuizGroupProps {
  title: string;
  empty: string;
  quizzes: ClassQuiz[];
  /** The line under each quiz's title that says when it ends or ended. */
  when: (quiz: ClassQuiz) => string;
}

/** A titled list of quizzes, each linking to its results in its class. */
function QuizGroup({ title, empty, quizzes, when }: QuizGroupProps) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title id={id} order={3} size="h5">
        {title}
      </Title>
      {quizzes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <PlainList>
          {quizzes.map((quiz) => (
            <ItemLink
              key={quiz.id}
              to={paths.teacher.quizReports.quizHref(quiz.class.id, quiz.id)}
              title={quiz.title}
              details={[t.joined(quiz.class.name, quiz.course.name), when(quiz)]}
            />
          ))}
        </PlainList>
      )}
    </Stack>
  );
}

/**
 * «آزمون‌ها»: quizzes open now and the latest finished ones. The server marks every answer, so
 * there is nothing «to grade»: a finished quiz's results are ready and the home links to them.
 */
export function QuizzesSection() {
  const query = useListTeacherQuizzes();
  return (
    <StackedSection title={t.quizzes.title} action={{ label: t.quizzes.all, to: paths.teacher.quizReports.root }}>
      <QueryBody
        query={query}
        loading={t.quizzes.loading}
        isEmpty={(quizzes) => quizzes.length === 0}
        empty={<EmptyState title={t.quizzes.empty} />}
      >
        {(quizzes) => (
          <>
            <QuizGroup
              title={t.quizzes.openTitle}
              empty={t.quizzes.openEmpty}
              quizzes={openQuizzes(quizzes)}
              when={(quiz) => t.quizzes.until(formatJalaliDateTime(quiz.end_at))}
            />
            <QuizGroup
              title={t.quizzes.resultsTitle}
              empty={t.quizzes.resultsEmpty}
              quizzes={recentResults(quizzes)}
              when={(quiz) => t.quizzes.endedAt(formatJalaliDate(quiz.end_at))}
            />
          </>
        )}
      </QueryBody>
    </StackedSection>
  );
}
