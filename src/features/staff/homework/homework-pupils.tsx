import { Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatJalaliDate, formatJalaliDateTime } from '@/shared/dates';
import { ExportMenu } from '@/shared/export/export-menu';
import type { ExportTable } from '@/shared/export/sheet';
import { homeworkPupilStatusColor, homeworkPupilStatusLabel } from '@/shared/status/homework';
import { useStaffArea } from '@/shared/routing/use-staff-area';
import { DashboardSection } from '@/shared/ui/dashboard-section';
import { ProgressLine } from '@/shared/ui/progress-line';
import { EmptyState } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import type { HomeworkView } from './homework-view';
import { ManyPupilsBar, PupilCheck } from './many-pupils';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** The pupils' rows as a spreadsheet: the same figures the list shows, one pupil a row. */
export function pupilsTable(homework: HomeworkView): ExportTable {
  const x = t.pupils.export;
  return {
    title: x.title(homework.title, homework.className),
    columns: [
      { header: x.firstName },
      { header: x.lastName },
      { header: x.status },
      { header: x.progress, kind: 'number' },
      { header: x.skillsDone, kind: 'number' },
      { header: x.skillsTotal, kind: 'number' },
      { header: x.questions, kind: 'number' },
      { header: x.minutes, kind: 'number' },
      { header: x.lastActivity, width: 20 },
    ],
    rows: homework.students.map((s) => [
      s.first_name,
      s.last_name,
      homeworkPupilStatusLabel[s.status],
      s.progress_percent,
      s.skills_done,
      s.skills_total,
      s.questions_answered,
      Math.round(s.time_spent_seconds / 60),
      s.last_activity_at ? formatJalaliDateTime(s.last_activity_at) : null,
    ]),
  };
}

/**
 * Every pupil's progress in the homework, each linking to their work; the list downloads as a
 * spreadsheet. The teacher may select pupils (`selectable`: her own given homework) to send them
 * one note or give them more time (issue 28); a pupil with a later deadline of their own says so.
 */
export function HomeworkPupils({ homework, selectable = false }: { homework: HomeworkView; selectable?: boolean }) {
  const area = useStaffArea();
  const { id: homeworkId, students } = homework;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <DashboardSection title={t.pupils.title}>
      {students.length === 0 ? (
        <EmptyState title={t.pupils.empty} description={t.pupils.emptyHint} />
      ) : (
        <Stack gap="sm">
          <Group justify={selectable ? 'space-between' : 'flex-end'} align="center" wrap="wrap">
            {selectable && <ManyPupilsBar homework={homework} selected={selected} onSelect={setSelected} />}
            <ExportMenu what={t.pupils.title} load={() => pupilsTable(homework)} />
          </Group>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {students.map((s) => {
              const name = t.name(s.first_name, s.last_name);
              return (
                <Paper component="li" key={s.student_id} withBorder radius="md" p="sm">
                  <Stack gap={6}>
                    <Group justify="space-between" gap="xs">
                      <Group gap={4} wrap="nowrap">
                        {selectable && (
                          <PupilCheck
                            name={name}
                            checked={selected.has(s.student_id)}
                            onChange={() => toggle(s.student_id)}
                          />
                        )}
                        <TextLink to={area.homeworkStudentHref(homeworkId, s.student_id)} fw={600}>
                          {name}
                        </TextLink>
                      </Group>
                      <Group gap="xs">
                        {s.end_date !== homework.endDate && (
                          <Text size="sm">{t.pupils.ownDeadline(formatJalaliDate(s.end_date))}</Text>
                        )}
                        <StatusChip color={homeworkPupilStatusColor[s.status]} variant="filled">
                          {homeworkPupilStatusLabel[s.status]}
                        </StatusChip>
                      </Group>
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
        </Stack>
      )}
    </DashboardSection>
  );
}
