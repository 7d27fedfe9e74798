import { Button, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Grade } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { DashboardSection } from '@/shared/ui/dashboard-section';
import { t } from './strings';

/** Every student page the dashboard's cards do not already lead to, so each one is a tap away. */
export function moreLinks(grade: Grade | null): { label: string; to: string }[] {
  const s = paths.student;
  return [
    { label: t.more.courses, to: s.courses },
    { label: t.more.homeworks, to: s.homeworksHref({ grade, subject: undefined }) },
    { label: t.more.courseReview, to: s.courseReview },
    { label: t.more.quizzes, to: s.quiz.root },
    { label: t.more.maze, to: s.maze },
    { label: t.more.class, to: s.class },
    { label: t.more.classMessage, to: s.classMessage },
    { label: t.more.report, to: s.report },
    { label: t.more.performance, to: s.performance },
    { label: t.more.profile, to: s.profile },
    { label: t.more.plans, to: s.plans },
    { label: t.more.guide, to: s.guide },
  ];
}

/** «بیشتر»: the rest of the pupil's pages as large link-buttons. */
export function MoreLinks({ grade }: { grade: Grade | null }) {
  return (
    <DashboardSection title={t.more.title}>
      <SimpleGrid
        component="ul"
        cols={{ base: 2, sm: 3, md: 5 }}
        spacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {moreLinks(grade).map((link) => (
          <li key={link.to}>
            <Button component={Link} to={link.to} variant="light" fullWidth h={48}>
              {link.label}
            </Button>
          </li>
        ))}
      </SimpleGrid>
    </DashboardSection>
  );
}
