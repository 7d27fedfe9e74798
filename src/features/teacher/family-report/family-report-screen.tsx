import { Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useLocation, useParams } from 'react-router-dom';
import { useGetTeacherStudentFamilyReport } from '@/api/generated/endpoints/teacher/teacher';
import { parseId } from '@/shared/digits';
import { FamilyReportPanel, useFamilyWeek } from '@/shared/family-report/family-report-panel';
import { messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { ErrorState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { t } from './strings';

/**
 * /teacher/student/:studentId/family-report (issue 29) — the week a pupil's family reads, for the
 * teacher to print for a parents' meeting: the same panel as the pupil's profile and a family
 * link's page. A pupil outside the teacher's classes answers 404 like a malformed address: the
 * server's words without a retry (trying again cannot help), and no week to choose.
 */
export function TeacherFamilyReportScreen() {
  const studentId = parseId(useParams().studentId);
  const [week, setWeek] = useFamilyWeek();
  const query = useGetTeacherStudentFamilyReport(studentId ?? 0, { week }, { query: { enabled: studentId !== null } });
  useDocumentTitle(t.documentTitle(query.data?.first_name));
  const notFound = studentId === null || query.error?.status === 404;

  return (
    <Stack gap="md">
      <BackLink />
      {/* Until the report (whose title is the page's heading) has come, the page still has one. */}
      {!query.data && <ScreenHeading title={t.fallbackTitle} />}
      {notFound ? (
        <ErrorState message={messageOf(query.error, t.notFound)} />
      ) : (
        <>
          <Text c="dimmed" data-no-print>
            {t.intro}
          </Text>
          <FamilyReportPanel query={query} week={week} onWeek={setWeek} headingLevel={1} />
        </>
      )}
    </Stack>
  );
}

/** Back to the pupil's course page it was opened from (`state.from`), else to the teacher's pupils. */
function BackLink() {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const inApp = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//');
  return (
    <div data-no-print>
      <TextLink to={inApp ? from : paths.teacher.students}>{inApp ? t.backToCourse : t.backToStudents}</TextLink>
    </div>
  );
}
