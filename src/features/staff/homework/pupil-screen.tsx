import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatJalaliDateTime } from '@/shared/dates';
import { homeworkPupilStatusColor, homeworkPupilStatusLabel } from '@/shared/status/homework';
import { useStaffArea } from '@/shared/routing/use-staff-area';
import { DashboardSection } from '@/shared/ui/dashboard-section';
import { ProgressLine } from '@/shared/ui/progress-line';
import { EmptyState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import type { PupilView } from './homework-view';
import { Gate, NotFound, PageFrame, Stat } from './page-frame';
import { t } from './strings';
import { useHomeworkIds, useHomeworkPupil } from './use-homework-data';
import { StatusChip } from '@/shared/ui/status-chip';

/** homework/{homeworkId}/student/{studentId} — one pupil's progress in a homework, per skill. */
export function PupilScreen() {
  const area = useStaffArea();
  const { homeworkId, studentId } = useHomeworkIds();
  const query = useHomeworkPupil(homeworkId, studentId);
  const data = query.data;
  const back = { to: homeworkId === null ? area.home : area.homeworkHref(homeworkId), label: t.pupil.back };
  return (
    <PageFrame title={data?.name ?? t.pupil.loadingTitle} subtitle={data?.homeworkTitle} back={back}>
      {homeworkId === null || studentId === null ? (
        <NotFound />
      ) : (
        <Gate query={query}>
          {(pupil) => (pupil === null ? <EmptyState title={t.pupil.notInHomework} /> : <Pupil pupil={pupil} />)}
        </Gate>
      )}
    </PageFrame>
  );
}

function Pupil({ pupil }: { pupil: PupilView }) {
  const area = useStaffArea();
  const p = pupil.progress;
  return (
    <Stack gap="lg">
      <Stack component="section" aria-label={t.pupil.summaryLabel} gap="xs">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Stat label={t.pupil.progress} value={t.percent(p.progress_percent)} />
          <Stat label={t.pupil.skillsDone} value={t.of(p.skills_done, p.skills_total)} />
          <Stat label={t.pupil.questions} value={t.number(p.questions_answered)} />
          <Stat label={t.pupil.time} value={t.duration(p.time_spent_seconds)} />
        </SimpleGrid>
        <Group gap="sm">
          <StatusChip color={homeworkPupilStatusColor[p.status]} variant="filled">
            {homeworkPupilStatusLabel[p.status]}
          </StatusChip>
          {p.last_activity_at && (
            <Text size="sm" c="dimmed">
              {t.pupil.lastActivity(formatJalaliDateTime(p.last_activity_at))}
            </Text>
          )}
        </Group>
      </Stack>
      <DashboardSection title={t.pupil.skillsTitle}>
        {pupil.skills.length === 0 ? (
          <EmptyState title={t.pupil.skillsEmpty} />
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {pupil.skills.map((s) => (
              <Paper component="li" key={s.skill_id} withBorder radius="md" p="sm">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs">
                    <TextLink
                      to={area.homeworkStudentSkillHref(pupil.homeworkId, pupil.studentId, s.skill_id)}
                      fw={600}
                      aria-label={t.pupil.answers(s.title)}
                    >
                      {s.title}
                    </TextLink>
                    <StatusChip color={s.done ? 'teal.9' : 'gray.7'} variant="filled">
                      {s.done ? t.pupil.reached : t.pupil.notReached}
                    </StatusChip>
                  </Group>
                  <ProgressLine
                    role="meter"
                    label={t.pupil.score(s.smart_score)}
                    name={t.pupil.scoreOf(s.title)}
                    value={s.smart_score}
                    mark={pupil.target}
                  />
                  <Text size="sm" c="dimmed">
                    {t.pupil.skillFacts(s.questions_answered, s.time_spent_seconds)}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </DashboardSection>
      {pupil.comment && (
        <DashboardSection title={t.pupil.comment}>
          <Text>{pupil.comment}</Text>
        </DashboardSection>
      )}
    </Stack>
  );
}
