import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { common } from '@/shared/i18n/common';
import { useSchoolScope } from '@/shared/routing/use-school-scope';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState } from '@/shared/ui/states';
import { gradesOfSchool } from './grade-guard';
import { t } from './strings';

/**
 * A grade the school does not have (or an unknown word): the grades it has, as links. The manager
 * reads of her own school; the office, which oversees many, of the school in the address — or,
 * when the address names none, that the school was not found.
 */
export function GradeNotFound({ has }: { has: readonly { grade: string }[] }) {
  const { role, schoolId, gradeHref } = useSchoolScope();
  const grades = gradesOfSchool(has);
  if (role === 'organization' && schoolId === null)
    return (
      <Stack gap="lg">
        <ScreenHeading title={t.notFound.noSchool.title} />
        <EmptyState title={t.notFound.noSchool.description} />
      </Stack>
    );
  return (
    <Stack gap="lg">
      <ScreenHeading title={t.notFound.title[role]} />
      <EmptyState
        title={grades.length ? t.notFound.description[role] : t.notFound.noGrades[role]}
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
