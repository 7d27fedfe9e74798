import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  useGetActivityPieChart,
  useListActivitySkills,
  useListActivityStudents,
} from '@/api/generated/endpoints/teacher/teacher';
import type { PackageActivity } from '@/api/generated/model';
import { RtlDonutChart } from '@/shared/charts/donut-chart';
import { donutCellsOf, isEmptyPie } from '@/shared/charts/report-data';
import { queryFallback } from '@/shared/ui/states';
import { ActivityPupils } from './activity-pupils';
import { packageQuestionHref, questionKeyOf } from './package-params';
import { t } from './strings';

interface ActivityDetailsProps {
  packageId: number;
  activity: PackageActivity;
  classId: number;
}

/** An opened activity: its skill with the class's scores, the class's pie, and every pupil's row. */
export function ActivityDetails({ packageId, activity, classId }: ActivityDetailsProps) {
  const params = { classId };
  // A video or reading practises no skill (the server answers an empty list): not asked.
  const skills = useListActivitySkills(activity.id, params, { query: { enabled: activity.kind === 'practice' } });
  const pie = useGetActivityPieChart(activity.id, params);
  const pupils = useListActivityStudents(activity.id, params);
  const asked = activity.kind === 'practice' ? [skills, pie, pupils] : [pie, pupils];
  const waiting = queryFallback(asked, { loadingLabel: t.activity.loading });
  if (waiting || !pie.data || !pupils.data) return waiting;
  return (
    <Stack gap="lg">
      {activity.kind === 'practice' && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t.activity.skillsTitle}
          </Title>
          {(skills.data ?? []).map((row) => (
            <Stack key={row.skill.id} gap={2}>
              <Text fw={600}>{t.activity.skillLine(row.skill.code, row.skill.title)}</Text>
              <Text fz="sm" c="dimmed">
                {t.activity.skillScore(row.average_smart_score, row.students_mastered, row.students_practised)}
              </Text>
            </Stack>
          ))}
          <Text fz="sm">{t.detail.practiceCount(activity.questions_count)}</Text>
          {activity.skill && (
            <Group>
              <Button
                component={Link}
                to={packageQuestionHref(packageId, activity.id, questionKeyOf(activity.skill.name, 1), classId)}
                variant="light"
                mih={44}
              >
                {t.activity.questionsLink}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t.activity.chartTitle}
          </Title>
          {isEmptyPie(pie.data) ? (
            <Text c="dimmed">{t.activity.chartEmpty}</Text>
          ) : (
            <RtlDonutChart cells={donutCellsOf(pie.data)} unit={t.activity.chartUnit} />
          )}
        </Stack>
        <ActivityPupils
          pupils={pupils.data}
          questionsCount={activity.kind === 'practice' ? activity.questions_count : null}
        />
      </SimpleGrid>
    </Stack>
  );
}
