import { Anchor, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ReportPeriod } from '@/api/generated/model';
import { PeriodPicker } from '@/shared/charts/period-picker';
import { withQuery } from '@/shared/routing/href';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { periodQuery } from './report-period';
import { t } from './strings';

interface PageHeaderProps {
  /** The page's title, subtitle and the text of the link to the other report page. */
  text: { title: string; subtitle: string; toOther: string };
  /** The other report page's path (the link keeps the period). */
  other: string;
  period: ReportPeriod;
  onPeriodChange: (next: ReportPeriod) => void;
}

/** A report page's h1, the link to its sibling page (same period) and the period picker. */
export function PageHeader({ text, other, period, onPeriodChange }: PageHeaderProps) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="xs">
        <ScreenHeading title={text.title} subtitle={text.subtitle} />
        <Anchor
          component={Link}
          to={withQuery(other, periodQuery(period))}
          mih={44}
          fw={600}
          style={{ display: 'inline-flex', alignItems: 'center' }}
        >
          {text.toOther}
        </Anchor>
      </Group>
      <PeriodPicker value={period} onChange={onPeriodChange} label={t.period.label} options={t.period.options} />
    </Stack>
  );
}
