import { Stack } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { useStaffArea } from '@/shared/routing/use-staff-area';
import { DashboardSection } from '@/shared/ui/dashboard-section';
import { ProgressLine } from '@/shared/ui/progress-line';
import { EmptyState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import type { HomeworkView } from './homework-view';
import { t } from './strings';

/** Per skill of the homework, how many pupils reached the target, and the way to where the class stumbles in it. */
export function HomeworkSkillsReport({ homework }: { homework: HomeworkView }) {
  const area = useStaffArea();
  const { pathname } = useLocation();
  const back = { from: pathname, label: t.trouble.backToHomework };
  const { skills } = homework;
  return (
    <DashboardSection title={t.report.title}>
      {skills.length === 0 ? (
        <EmptyState title={t.report.empty} />
      ) : (
        <Stack gap="md">
          {skills.map((s) => (
            <Stack key={s.skillId} gap={0}>
              <ProgressLine
                label={s.title}
                name={t.report.reachedOf(s.title)}
                value={s.of === 0 ? 0 : Math.round((s.reached / s.of) * 100)}
                valueText={t.report.reached(s.reached, s.of)}
              />
              <TextLink
                to={area.troubleSpotsHref(s.skillId, { classId: homework.classId, homeworkId: homework.id })}
                state={back}
                style={{ alignSelf: 'flex-start', alignItems: 'center' }}
              >
                {t.trouble.of(s.title)}
              </TextLink>
            </Stack>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
