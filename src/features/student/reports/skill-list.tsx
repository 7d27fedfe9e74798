import { Group, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReportSeries } from '@/api/generated/model';
import { formatNumber } from '@/shared/digits';
import { bandOf } from '@/shared/practice/feedback/smart-score';
import { bandText } from '@/shared/practice/feedback/strings';
import { PractiseSkillLink } from '@/shared/practice/practise-skill-link';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/**
 * The skills' slugs, for the practice links: the report's `label_keys` (a label without a key,
 * or a report without them, gets no link: a link by title would open a 404).
 */
export function skillSlugsOf(report: ReportSeries): (string | undefined)[] {
  const keys: readonly unknown[] = report.label_keys ?? [];
  return report.labels.map((_, i) => {
    const key = keys[i];
    return typeof key === 'string' && key ? key : undefined;
  });
}

/** Each skill of the report with its SmartScore and band in words, and a link to practise it. */
export function SkillList({ report }: { report: ReportSeries }) {
  const titleId = useId();
  const scores = report.series[0]?.data ?? [];
  const slugs = skillSlugsOf(report);
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId} mb="xs">
        {t.skills.listTitle}
      </Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {report.labels.map((skill, i) => {
          const score = scores[i] ?? 0;
          const slug = slugs[i];
          return (
            <Group component="li" key={`${skill}-${i}`} justify="space-between" gap="xs" py={4} wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {skill}
                </Text>
                <Group gap={6}>
                  <Text size="sm">{t.skills.score(formatNumber(score))}</Text>
                  <StatusChip variant="light" color="gray">
                    {bandText[bandOf(score)]}
                  </StatusChip>
                </Group>
              </div>
              {slug && <PractiseSkillLink slug={slug} title={skill} mastered={bandOf(score) === 'mastered'} />}
            </Group>
          );
        })}
      </ul>
    </section>
  );
}
