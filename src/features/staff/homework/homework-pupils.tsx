import { Group, Paper, Stack, Text } from '@mantine/core';
import type { HomeworkStudentProgress } from '@/api/generated/model';
import { homeworkPupilStatusColor, homeworkPupilStatusLabel } from '@/shared/status/homework';
import { useStaffArea } from '@/shared/routing/use-staff-area';
import { DashboardSection } from '@/shared/ui/dashboard-section';
import { ProgressLine } from '@/shared/ui/progress-line';
import { EmptyState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** Every pupil's progress in the homework, each linking to their work. */
export function HomeworkPupils({ homeworkId, students }: { homeworkId: number; students: HomeworkStudentProgress[] }) {
  const area = useStaffArea();
  return (
    <DashboardSection title={t.pupils.title}>
      {students.length === 0 ? (
        <EmptyState title={t.pupils.empty} description={t.pupils.emptyHint} />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {students.map((s) => {
            const name = t.name(s.first_name, s.last_name);
            return (
              <Paper component="li" key={s.student_id} withBorder radius="md" p="sm">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs">
                    <TextLink to={area.homeworkStudentHref(homeworkId, s.student_id)} fw={600}>
                      {name}
                    </TextLink>
                    <StatusChip color={homeworkPupilStatusColor[s.status]} variant="filled">
                      {homeworkPupilStatusLabel[s.status]}
                    </StatusChip>
                  </Group>
                  <ProgressLine
                    label={t.pupils.skills(s.skills_done, s.skills_total)}
                    name={t.pupils.progressOf(name)}
                    value={s.progress_percent}
                  />
                  <Text size="sm" c="dimmed">
                    {t.pupils.questions(s.questions_answered)}
                    {' · '}
                    {t.duration(s.time_spent_seconds)}
                  </Text>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </DashboardSection>
  );
}
