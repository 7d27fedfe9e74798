import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { HomeworkSummary } from '@/api/generated/model';
import { formatJalaliDate, iranToday } from '@/shared/dates';
import { toPersianDigits } from '@/shared/digits';
import { homeworkTimeNote } from '@/shared/status/homework';
import { HomeworkStatusChip } from '@/shared/status/homework-chip';
import { ProgressLine } from '@/shared/ui/progress-line';
import { classHomeworkText as t } from './strings';

/**
 * One class's homework as cards: the title linking to the homework's page, its state, its Jalali
 * window, its skills (and how soon a scheduled one starts) and the class's average progress. The teacher's and the school's class pages
 * pass their own homework link.
 */
export function ClassHomeworkList({
  items,
  hrefOf,
}: {
  items: HomeworkSummary[];
  hrefOf: (homeworkId: number) => string;
}) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Paper component="li" key={item.id} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Anchor
                component={Link}
                to={hrefOf(item.id)}
                fw={700}
                mih={44}
                display="inline-flex"
                style={{ alignItems: 'center' }}
              >
                {item.title}
              </Anchor>
              <HomeworkStatusChip status={item.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {t.dates(formatJalaliDate(item.start_date), formatJalaliDate(item.end_date))}
              {' · '}
              {t.skills(toPersianDigits(item.skills_count))}
              {item.status === 'scheduled' && ` · ${homeworkTimeNote(item, iranToday())}`}
            </Text>
            <ProgressLine label={t.progress} name={`${t.progress} ${item.title}`} value={item.progress_percent} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
