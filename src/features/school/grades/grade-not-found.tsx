import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { common } from '@/shared/i18n/common';
import { useSchoolScope } from '@/shared/routing/use-school-scope';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState } from '@/shared/ui/states';
import { gradesOfSchool } from './grade-guard';
import { t } from './strings';

/** A grade the school does not have (or an unknown word): the grades it has, as links. */
export function GradeNotFound({ has }: { has: readonly { grade: string }[] }) {
  const { gradeHref } = useSchoolScope();
  const grades = gradesOfSchool(has);
  return (
    <Stack gap="lg">
      <ScreenHeading title={t.notFound.title} />
      <EmptyState
        title={grades.length ? t.notFound.description : t.notFound.noGrades}
        action={
          grades.length > 0 && (
            <Group component="nav" aria-label={t.notFound.linksLabel} gap="sm" justify="center">
              {grades.map((grade) => (
                <Button key={grade} component={Link} to={gradeHref(grade)} variant="light" mih={44}>
                  {t.title(common.grades[grade])}
                </Button>
              ))}
            </Group>
          )
        }
      />
    </Stack>
  );
}
