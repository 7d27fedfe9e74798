import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TotalScore } from '@/api/generated/model';
import { ReportPanel, type PanelProps } from './report-panel';
import { reportText as t } from './strings';
import { figuresOf, isEmptyTotal } from './summaries';

/**
 * The four headline figures (mean SmartScore, skills mastered, answers, time) as a list of name and
 * value; `title` names the card (default «شاخص‌های کلاس»; the school's grade page names its grade's).
 */
export function HeadlineFigures({ title = t.figures.label, ...props }: PanelProps<TotalScore> & { title?: string }) {
  return (
    <ReportPanel {...props} title={title} isEmpty={isEmptyTotal} summarize={() => ''}>
      {(total) => (
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
          {figuresOf(total).map((figure) => (
            <Paper key={figure.label} withBorder radius="md" p="sm">
              <Text component="dt" size="sm" c="dimmed">
                {figure.label}
              </Text>
              <Text component="dd" fw={700} size="xl" m={0}>
                {figure.value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </ReportPanel>
  );
}
