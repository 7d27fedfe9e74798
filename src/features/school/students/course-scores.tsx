import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { CourseScore } from '@/api/generated/model';
import { bandOf } from '@/shared/practice/feedback/smart-score';
import { bandText } from '@/shared/practice/feedback/strings';
import { ProgressLine } from '@/shared/ui/progress-line';
import { t } from './strings';

/** Each course the pupil practised: the mean SmartScore with its band in words, skills mastered of practised. */
export function CourseScores({ courses }: { courses: CourseScore[] }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {t.pupil.courses}
      </Title>
      {courses.length === 0 ? (
        <Text c="dimmed">{t.pupil.noCourses}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {courses.map((row) => {
            const score = row.average_smart_score === null ? null : Math.round(row.average_smart_score);
            return (
              <Paper component="li" key={row.course.id} withBorder radius="md" p="sm" aria-label={row.course.name}>
                <Stack gap="xs">
                  <Text fw={700}>{row.course.name}</Text>
                  {score === null ? (
                    <Text size="sm">{t.list.noScore}</Text>
                  ) : (
                    <ProgressLine
                      label={t.list.score}
                      name={t.pupil.courseScoreOf(row.course.name)}
                      value={score}
                      valueText={t.list.scoreText(score, bandText[bandOf(score)])}
                      role="meter"
                    />
                  )}
                  <Text size="sm" c="dimmed">
                    {t.pupil.courseSkills(row.mastered_skills, row.practiced_skills)}
                  </Text>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
