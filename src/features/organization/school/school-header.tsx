import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { OrganizationSchoolInfo } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import type { QueryLike } from '@/shared/ui/query-phase';
import { queryFallback } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { t } from './strings';

interface SchoolHeaderProps {
  schoolId: number;
  info: QueryLike<OrganizationSchoolInfo>;
}

/**
 * The school's name as the h1 with city, kind and grades, the way back to its province and the
 * link to its pupils. The h1 is there from the start (generic until the info call answers), so the
 * page always has its one heading; the pupils link needs only the id, so it never waits.
 */
export function SchoolHeader({ schoolId, info }: SchoolHeaderProps) {
  const school = info.data;
  return (
    <Stack gap="sm">
      {school && (
        <TextLink to={paths.organization.provinceHref(school.province.id)} style={{ alignSelf: 'flex-start' }}>
          {t.back(school.province.name)}
        </TextLink>
      )}
      <Group justify="space-between" align="center" gap="sm">
        <ScreenHeading
          title={school?.name ?? t.fallbackTitle}
          subtitle={school && t.facts(school.city, t.kinds[school.gender ?? 'mixed'], school.grades)}
        />
        <Button component={Link} to={paths.organization.schoolStudentsHref(schoolId)} variant="light" mih={44}>
          {t.students}
        </Button>
      </Group>
      {/* Once the school is known, a failed refresh leaves it in place. */}
      {!school && queryFallback([info], { loadingLabel: t.infoLoading })}
    </Stack>
  );
}
