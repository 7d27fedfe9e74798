import { Card, Group, List, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useListScienceExperiments } from '@/api/generated/endpoints/lab/lab';
import { Grade, type ScienceExperiment } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState } from '@/shared/ui/states';
import { BackLink } from './back-link';
import { QueryStates } from './query-states';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

const ALL = 'all';
const choices = [
  { value: ALL, label: t.science.allGrades },
  ...Object.values(Grade).map((grade) => ({ value: grade, label: common.grades[grade] })),
];

/** /lab/science — the science experiments, all grades or one (`?grade=` on the call). */
export function ScienceScreen() {
  useDocumentTitle(t.science.documentTitle);
  const [grade, setGrade] = useState<string>(ALL);
  const experiments = useListScienceExperiments(grade === ALL ? undefined : { grade: grade as Grade });
  return (
    <Stack gap="lg">
      <BackLink to={paths.lab.root} label={t.backToLab} />
      <ScreenHeading title={t.science.title} />
      <SegmentedControl
        aria-label={t.science.gradeLabel}
        value={grade}
        onChange={setGrade}
        data={choices}
        fullWidth
        styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      />
      <QueryStates query={experiments}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t.science.empty.title} description={t.science.empty.description} />
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {list.map((experiment) => (
                <Experiment key={experiment.id} experiment={experiment} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryStates>
    </Stack>
  );
}

function Experiment({ experiment }: { experiment: ScienceExperiment }) {
  const id = `experiment-${experiment.id}`;
  return (
    <Card component="article" aria-labelledby={id} withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {experiment.title}
        </Title>
        <Group gap={6}>
          <StatusChip variant="default">{t.science.grade(common.grades[experiment.grade])}</StatusChip>
          <StatusChip variant="default">{t.science.minutes(experiment.duration_minutes)}</StatusChip>
        </Group>
        <Text size="sm">{t.science.skill(experiment.skill_title)}</Text>
        <Title order={3} size="h6">
          {t.science.materials}
        </Title>
        <Text size="sm">{experiment.materials.join('، ')}</Text>
        <Title order={3} size="h6">
          {t.science.steps}
        </Title>
        <List type="ordered" size="sm" spacing={4}>
          {experiment.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        {experiment.safety_note && (
          <Text size="sm" fw={500}>
            {`${t.science.safety}: ${experiment.safety_note}`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
