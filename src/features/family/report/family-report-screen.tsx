import { Stack, Title, Text, Paper } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { ApiError } from '@/api/api-error';
import { useGetFamilyReport } from '@/api/generated/endpoints/public/public';
import { FamilyReportPanel, useFamilyWeek } from '@/shared/family-report/family-report-panel';
import { messageOf } from '@/shared/i18n/errors';
import { t } from './strings';

/**
 * /family/:token (issue 29): the pupil's weekly report for whoever holds the link, without signing
 * in. A revoked, expired or unknown link says so in Persian, in the server's words, with no retry
 * (trying again cannot help); any other failure is the shared error with a retry.
 */
export function FamilyReportScreen() {
  const { token = '' } = useParams();
  const [week, setWeek] = useFamilyWeek();
  const query = useGetFamilyReport(token, { week });
  useDocumentTitle(t.documentTitle(query.data?.first_name));
  const status = query.error instanceof ApiError ? query.error.status : undefined;
  if (status === 404 || status === 410) {
    return (
      <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" mt="xl">
        <Stack gap="sm" ta="center">
          <Title order={1} size="h3">
            {t.gone[status]}
          </Title>
          <Text>{messageOf(query.error)}</Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <FamilyReportPanel query={query} week={week} onWeek={setWeek} />
    </Stack>
  );
}
