import { Button, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGetMyQuizResult } from '@/api/generated/endpoints/member/member';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { TextLink } from '@/shared/ui/text-link';
import { t } from './strings';

interface ReportFrameProps {
  /** The screen's one h1 (also the tab's title). */
  title: string;
  /** The quiz, whose title (once its result is in) is shown under the h1; null: none. */
  quizId: number | null;
  children: ReactNode;
}

/** Every screen of a handed-in quiz: the way back to the quiz list, the h1 and the screen's content. */
export function ReportFrame({ title, quizId, children }: ReportFrameProps) {
  // The gate's own read, from the cache: no second call.
  const result = useGetMyQuizResult(quizId ?? 0, { query: { enabled: quizId !== null } });
  const subtitle = result.data?.title;
  useDocumentTitle(t.documentTitle(subtitle ? `${title}: ${subtitle}` : title));
  return (
    <Stack gap="lg" maw={840} w="100%" mx="auto">
      <TextLink to={paths.student.quiz.root} data-no-print style={{ alignSelf: 'flex-start' }}>
        {t.backToQuizzes}
      </TextLink>
      <ScreenHeading title={title} subtitle={subtitle} />
      {children}
    </Stack>
  );
}

export type ReportPage = 'report' | 'questions' | 'detail' | 'finalReport';

/** The report screens' addresses for one quiz. */
export function reportHrefs(quizId: number): Record<ReportPage, string> {
  const quiz = paths.student.quiz;
  return {
    report: quiz.reportHref(quizId),
    questions: quiz.reportQuestionsHref(quizId),
    detail: quiz.reportQuestionsDetailHref(quizId),
    finalReport: quiz.finalReportHref(quizId),
  };
}

const PAGES: ReportPage[] = ['report', 'questions', 'detail', 'finalReport'];

/** Links to the quiz's other report screens; the one shown is marked as the current page. */
export function ReportNav({ quizId, current }: { quizId: number; current?: ReportPage }) {
  const hrefs = reportHrefs(quizId);
  return (
    <Group component="nav" aria-label={t.navLabel} gap="xs" data-no-print>
      {PAGES.map((page) => (
        <Button
          key={page}
          component={Link}
          to={hrefs[page]}
          aria-current={page === current ? 'page' : undefined}
          variant={page === current ? 'filled' : 'light'}
          mih={44}
          radius="xl"
        >
          {t.nav[page]}
        </Button>
      ))}
    </Group>
  );
}
