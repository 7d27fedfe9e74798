import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CourseProgress } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { paths } from '@/shared/routing/paths';
import { bandColors } from '@/shared/practice/feedback/smart-score';
import { t } from './strings';

const share = (count: number, total: number) => (total > 0 ? (count / total) * 100 : 0);

/** One course on /courses: average SmartScore, skills mastered and proficient, last practice, and its page. */
export function CourseCard({ course }: { course: CourseProgress }) {
  const titleId = useId();
  // Proficient counts every skill at 80 or above, mastered ones too: the bar draws the two apart.
  const proficientOnly = Math.max(0, course.skills_proficient - course.skills_mastered);
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p="md">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" id={titleId}>
            {course.name}
          </Title>
          <Stack gap={0} align="center" miw={72}>
            <Text fz={28} fw={800} lh={1.1}>
              {t.list.averageValue(course.average_smart_score)}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              {t.list.average}
            </Text>
          </Stack>
        </Group>
        <Progress.Root size={14} radius="xl" aria-hidden>
          <Progress.Section
            value={share(course.skills_mastered, course.skills_total)}
            color={bandColors.mastered.color}
          />
          <Progress.Section value={share(proficientOnly, course.skills_total)} color={bandColors.proficient.color} />
        </Progress.Root>
        <Stack gap={2}>
          <Text fw={600}>{t.list.mastered(course.skills_mastered, course.skills_total)}</Text>
          <Text size="sm">{t.list.proficient(course.skills_proficient)}</Text>
          <Text size="sm" c="dimmed">
            {course.last_practiced_at
              ? t.list.lastPractised(formatJalaliDate(course.last_practiced_at))
              : t.list.neverPractised}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={paths.student.courseDetailHref(course.subject, course.id)}
          aria-label={t.list.openLabel(course.name)}
          mih={44}
          mt="auto"
          fullWidth
        >
          {t.list.open}
        </Button>
      </Stack>
    </Paper>
  );
}
