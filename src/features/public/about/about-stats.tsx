import { Grid, Paper, Text } from '@mantine/core';
import { useGetPublicStats } from '@/api/generated/endpoints/public/public';
import type { PublicStats } from '@/api/generated/model';
import { formatNumber } from '@/shared/digits';
import { PageSection } from '@/shared/ui/public-page';
import { QueryState } from '@/shared/ui/states';
import { t } from './strings';

const order: readonly (keyof PublicStats)[] = ['students', 'teachers', 'schools', 'provinces', 'answered_questions'];

/**
 * The headline numbers. Only this section waits for (or fails with) the stats call; the rest of
 * the page is static copy and stays readable either way.
 */
export function AboutStats() {
  const stats = useGetPublicStats();
  return (
    <PageSection title={t.stats.title} intro={t.stats.intro}>
      <QueryState query={stats}>
        {(data) => (
          // Ten columns: two per number from md up; on phones two per row and the long last number a row of its own.
          <Grid columns={10} gap="md">
            {order.map((key, index) => (
              <Grid.Col key={key} span={{ base: index === order.length - 1 ? 10 : 5, md: 2 }}>
                <Paper withBorder radius="lg" p="md" ta="center" h="100%">
                  <Text fw={800} fz={{ base: 22, sm: 28 }} lh={1.5} c="var(--mantine-primary-color-9)">
                    {formatNumber(data[key])}
                  </Text>
                  <Text c="gray.7">{t.stats.labels[key]}</Text>
                </Paper>
              </Grid.Col>
            ))}
          </Grid>
        )}
      </QueryState>
    </PageSection>
  );
}
