import { Stack } from '@mantine/core';
import { DashboardSection } from '@/shared/ui/dashboard-section';
import { ProgressLine } from '@/shared/ui/progress-line';
import { EmptyState } from '@/shared/ui/states';
import type { SkillReached } from './homework-view';
import { t } from './strings';

/** Per skill of the homework, how many pupils reached the target. */
export function HomeworkSkillsReport({ skills }: { skills: SkillReached[] }) {
  return (
    <DashboardSection title={t.report.title}>
      {skills.length === 0 ? (
        <EmptyState title={t.report.empty} />
      ) : (
        <Stack gap="md">
          {skills.map((s) => (
            <ProgressLine
              key={s.skillId}
              label={s.title}
              name={t.report.reachedOf(s.title)}
              value={s.of === 0 ? 0 : Math.round((s.reached / s.of) * 100)}
              valueText={t.report.reached(s.reached, s.of)}
            />
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
