import { Stack, Text } from '@mantine/core';
import { useGetMyFamilyReport } from '@/api/generated/endpoints/member/member';
import { FamilyReportPanel, useFamilyWeek } from '@/shared/family-report/family-report-panel';
import { FamilyLinks } from './family-links';
import { familyTab as t } from './family-strings';

/** /profile/family (issue 29): the pupil's week as their family reads it, and the links that send it. */
export function FamilyTab() {
  const [week, setWeek] = useFamilyWeek();
  const report = useGetMyFamilyReport({ week });
  return (
    <Stack gap="lg">
      <Text data-no-print>{t.intro}</Text>
      <FamilyLinks />
      <FamilyReportPanel query={report} week={week} onWeek={setWeek} headingLevel={2} />
    </Stack>
  );
}
