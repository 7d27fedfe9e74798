import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { CourseScore, SkillMastery } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { bandText } from '@/shared/practice/feedback/strings';
import { ProgressLine } from '@/shared/ui/progress-line';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/**
 * The skills practised most recently (the contract gives at most 10, newest first): code and course,
 * the SmartScore with the band the server judged in words, answers and the last practice in Jalali.
 */
export function RecentSkills({ skills, courses }: { skills: SkillMastery[]; courses: CourseScore[] }) {
  const headingId = useId();
  const courseName = (id: number) => courses.find((row) => row.course.id === id)?.course.name ?? '';
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Stack gap={0}>
        <Title order={2} size="h3" id={headingId}>
          {t.pupil.recent}
        </Title>
        <Text size="sm" c="dimmed">
          {t.pupil.recentHint}
        </Text>
      </Stack>
      {skills.length === 0 ? (
        <Text c="dimmed">{t.pupil.noRecent}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {skills.map((row) => (
            <Paper component="li" key={row.skill.id} withBorder radius="md" p="sm" aria-label={row.skill.title}>
              <Stack gap="xs">
                <Group justify="space-between" gap="xs" align="flex-start">
                  <Stack gap={0} miw={0} style={{ flex: 1 }}>
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {row.skill.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t.pupil.skillLine(row.skill.code, courseName(row.skill.course_id))}
                    </Text>
                  </Stack>
                  <StatusChip variant="light">{bandText[row.level]}</StatusChip>
                </Group>
                <ProgressLine
                  label={t.list.score}
                  name={t.pupil.skillScoreOf(row.skill.title)}
                  value={row.smart_score}
                  valueText={t.list.scoreText(row.smart_score, bandText[row.level])}
                  role="meter"
                />
                <Text size="sm" c="dimmed">
                  {t.pupil.skillAnswers(row.questions_answered, row.correct_answers)}
                  {row.last_practiced_at && ` · ${t.pupil.lastPractised(formatJalaliDate(row.last_practiced_at))}`}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
