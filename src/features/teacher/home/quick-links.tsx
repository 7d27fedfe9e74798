import { Button, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { t } from './strings';
import { StackedSection } from '@/shared/ui/dashboard-section';

/** Every teacher page that has a root of its own, and the lab, so each is one tap from home. */
export function quickLinks(): { label: string; to: string }[] {
  const p = paths.teacher;
  return [
    { label: t.more.classes, to: p.classes },
    { label: t.more.students, to: p.students },
    { label: t.more.homeworks, to: p.homeworks },
    { label: t.more.skills, to: p.skills },
    { label: t.more.question, to: p.question },
    { label: t.more.packages, to: p.packages },
    { label: t.more.reviews, to: p.reviews },
    { label: t.more.quizzes, to: p.quizzes },
    { label: t.more.quizReports, to: p.quizReports.root },
    { label: t.more.guide, to: p.guide },
    { label: t.more.profile, to: p.profile },
    { label: t.more.lab, to: paths.lab.root },
  ];
}

/** «همهٔ صفحه‌ها»: the teacher's pages as large link-buttons. */
export function QuickLinks() {
  return (
    <StackedSection title={t.more.title}>
      <SimpleGrid
        component="ul"
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {quickLinks().map((link) => (
          <li key={link.to}>
            <Button component={Link} to={link.to} variant="light" fullWidth h={48}>
              {link.label}
            </Button>
          </li>
        ))}
      </SimpleGrid>
    </StackedSection>
  );
}
