import { Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useGetMyDailyGoal } from '@/api/generated/endpoints/member/member';
import type { DailyGoal, DailyGoalDay } from '@/api/generated/model';
import { DashboardSection } from '@/shared/ui/dashboard-section';
import { QueryState } from '@/shared/ui/states';
import { t } from './strings';

// Loaded when the pupil opens it: its choices and dialog stay out of the dashboard's first load.
const DailyGoalDialog = lazy(() => import('./daily-goal-dialog').then((m) => ({ default: m.DailyGoalDialog })));

/**
 * Today's goal (questions or minutes, the pupil's choice), the streak of practice days and this
 * week, from /member/daily-goal/. It never shames: a broken streak is not mentioned, the next
 * day simply starts a new one; a day without practice is grey, never red.
 */
export function DailyGoalSection({ flex }: { flex?: string }) {
  const goal = useGetMyDailyGoal();
  return (
    <DashboardSection title={t.goal.title} flex={flex}>
      <QueryState query={goal} loadingLabel={t.goal.loading}>
        {(data) => <DailyGoalView data={data} />}
      </QueryState>
    </DashboardSection>
  );
}

function DailyGoalView({ data }: { data: DailyGoal }) {
  const [opened, { open, close }] = useDisclosure(false);
  const { goal, today, streak } = data;
  const left = Math.max(0, goal.target - today.progress);
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text fw={800} fz={22}>
          {t.goal.progress(today.progress, goal.target, goal.kind)}
        </Text>
        {/* Drawn only: the line above says it in words. */}
        <Progress
          value={Math.min(100, (100 * today.progress) / goal.target)}
          color={today.met ? 'teal.7' : 'blue.6'}
          size="lg"
          radius="xl"
          aria-hidden
        />
        <Text size="sm">{today.met ? t.goal.met : t.goal.notYet(left, goal.kind)}</Text>
      </Stack>
      <Stack gap={2}>
        <Text fw={700}>{streak.days > 0 ? t.goal.streak(streak.days) : t.goal.streakStart}</Text>
        {streak.days > 0 && !streak.practised_today && <Text size="sm">{t.goal.streakKeepUp}</Text>}
        {streak.best > 1 && (
          <Text size="sm" c="dimmed">
            {t.goal.best(streak.best)}
          </Text>
        )}
      </Stack>
      <WeekStrip days={data.week} />
      <Group justify="flex-end">
        <Button variant="light" mih={44} onClick={open}>
          {data.chosen ? t.goal.change : t.goal.choose}
        </Button>
      </Group>
      {opened && (
        <Suspense>
          <DailyGoalDialog opened onClose={close} goal={goal} />
        </Suspense>
      )}
    </Stack>
  );
}

/** Saturday to Friday: a filled circle for a day with practice, a check for a day the goal was met. */
function WeekStrip({ days }: { days: readonly DailyGoalDay[] }) {
  return (
    <Box component="ul" aria-label={t.goal.week} m={0} p={0} style={{ listStyle: 'none', display: 'flex', gap: 6 }}>
      {days.map((day) => (
        <Box
          component="li"
          key={day.date}
          aria-label={t.goal.day(day.weekday, day.practised, day.met, day.today)}
          w={36}
          h={36}
          fz={15}
          fw={700}
          style={{
            display: 'grid',
            placeItems: 'center',
            borderRadius: '50%',
            border: `2px solid var(--mantine-color-${day.today ? 'blue-7' : day.practised ? 'teal-7' : 'gray-4'})`,
            background: day.met
              ? 'var(--mantine-color-teal-7)'
              : day.practised
                ? 'var(--mantine-color-teal-1)'
                : 'transparent',
            color: day.met ? 'var(--mantine-color-white)' : 'var(--mantine-color-text)',
          }}
        >
          <span aria-hidden>{day.met ? '✓' : day.weekday.charAt(0)}</span>
        </Box>
      ))}
    </Box>
  );
}
