import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { useGetOrganizationSchool } from '@/api/generated/endpoints/organization/organization';
import { parseId } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { GlanceSection } from '@/shared/school-dashboard/glance-section';
import { GradesSection } from '@/shared/school-dashboard/grades-section';
import { HomeworkSection } from '@/shared/school-dashboard/homework-section';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { SchoolHeader } from './school-header';
import { t } from './strings';
import { useRememberSchoolName } from './use-remember-name';

/** An address without an id, or a school outside the office's scope (404): said plainly, with a way home. */
function SchoolNotFound() {
  return (
    <Stack gap="lg">
      <ScreenHeading title={t.fallbackTitle} />
      <EmptyState
        title={t.notFound.title}
        description={t.notFound.description}
        action={<TextLink to={paths.organization.home}>{t.notFound.home}</TextLink>}
      />
    </Stack>
  );
}

/**
 * /organization/school/:schoolId — one school as the education office sees it: the manager's
 * dashboard through the calls mirrored under /organization/school with `schoolId` (README, product rules: server calls), read
 * only (no gamification switch). Each section asks for its own data, so one failing call blanks
 * only its card; the sections ask alongside the info call rather than after it.
 */
export function OrganizationSchoolScreen() {
  const schoolId = parseId(useParams().schoolId);
  const info = useGetOrganizationSchool({ schoolId: schoolId ?? 0 }, { query: { enabled: schoolId !== null } });
  useRememberSchoolName(schoolId, info.data?.name);
  useDocumentTitle(t.documentTitle(info.data?.name));

  if (schoolId === null || info.error?.status === 404) return <SchoolNotFound />;
  return (
    <Stack gap="lg">
      <SchoolHeader schoolId={schoolId} info={info} />
      <GlanceSection />
      <HomeworkSection />
      <GradesSection />
    </Stack>
  );
}
