import { Button, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { t } from './strings';
import { StackedSection } from '@/shared/ui/dashboard-section';

/** The manager's pages that have a root of their own (the grades are linked from their cards). */
export function quickLinks(): { label: string; to: string }[] {
  const p = paths.school;
  return [
    { label: t.more.classes, to: p.classes },
    { label: t.more.students, to: p.students },
    { label: t.more.quizReports, to: p.quizReports.root },
    { label: t.more.profile, to: p.profile },
  ];
}

/** «همهٔ صفحه‌ها»: the manager's pages as large link-buttons. */
export function QuickLinks() {
  return (
    <StackedSection title={t.more.title}>
      <SimpleGrid component="ul" cols={{ base: 2, sm: 4 }} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }}>
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
