import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { HomeworkSummary } from '@/api/generated/model';
import { formatJalaliDate, iranToday } from '@/shared/dates';
import { homeworkTimeNote } from '@/shared/status/homework';
import { HomeworkStatusChip } from '@/shared/status/homework-chip';
import { paths } from '@/shared/routing/paths';
import { ProgressLine } from '@/shared/ui/progress-line';
import { TextLink } from '@/shared/ui/text-link';
import { t } from './strings';

/** One homework of the list: its page, class and course, Jalali dates, days left (or «از …» when scheduled), the class's progress. */
export function HomeworkRow({ homework, today = iranToday() }: { homework: HomeworkSummary; today?: string }) {
  const note = homeworkTimeNote(homework, today);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor
            component={Link}
            to={paths.teacher.homeworkHref(homework.id)}
            fw={700}
            mih={44}
            display="inline-flex"
            style={{ alignItems: 'center' }}
          >
            {homework.title}
          </Anchor>
          <HomeworkStatusChip status={homework.status} />
        </Group>
        <Text size="sm">{t.list.courseOf(homework.class.name, homework.course.name)}</Text>
        <Text size="sm" c="dimmed">
          {t.list.dates(formatJalaliDate(homework.start_date), formatJalaliDate(homework.end_date))}
          {note && ` · ${note}`}
        </Text>
        <ProgressLine
          label={t.list.progress}
          name={`${t.list.progress} ${homework.title}`}
          value={homework.progress_percent}
        />
        <Group justify="flex-end">
          <TextLink to={paths.teacher.homeworkEditHref(homework.id)} aria-label={t.list.editOf(homework.title)}>
            {t.list.edit}
          </TextLink>
        </Group>
      </Stack>
    </Paper>
  );
}
