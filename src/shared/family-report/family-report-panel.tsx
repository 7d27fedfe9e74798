import { Button, Group, SegmentedControl } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { FamilyWeek, type FamilyReport } from '@/api/generated/model';
import type { QueryLike } from '@/shared/ui/query-phase';
import { QueryState } from '@/shared/ui/states';
import { FamilyReportView } from './family-report-view';
import { familyText as t } from './strings';

const WEEKS = Object.values(FamilyWeek);

/** The week the page shows, kept in `?week=` (so a reload or a shared address keeps it); this week by default. */
export function useFamilyWeek(): [FamilyWeek, (week: FamilyWeek) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const week = WEEKS.find((w) => w === asked) ?? FamilyWeek.current;
  const choose = (next: FamilyWeek) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === FamilyWeek.current) copy.delete('week');
        else copy.set('week', next);
        return copy;
      },
      { replace: true },
    );
  return [week, choose];
}

interface FamilyReportPanelProps {
  query: QueryLike<FamilyReport>;
  week: FamilyWeek;
  onWeek: (week: FamilyWeek) => void;
  /** The report title's level (default 1: the report is the page). */
  headingLevel?: 1 | 2;
}

/**
 * The family report with its week choice and a print button (neither printed), and the shared
 * loading and error states: the pupil's profile, a family link's page and the teacher's print.
 */
export function FamilyReportPanel({ query, week, onWeek, headingLevel = 1 }: FamilyReportPanelProps) {
  return (
    <>
      <Group justify="space-between" gap="sm" data-no-print>
        <SegmentedControl
          aria-label={t.weekLabel}
          radius="md"
          value={week}
          onChange={(next) => onWeek(next as FamilyWeek)}
          data={WEEKS.map((value) => ({ value, label: t.weeks[value] }))}
          styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
        />
        <Button variant="default" mih={44} onClick={() => window.print()} disabled={!query.data}>
          {t.print}
        </Button>
      </Group>
      <QueryState query={query}>
        {(report) => <FamilyReportView report={report} headingLevel={headingLevel} />}
      </QueryState>
    </>
  );
}
