import { useSearchParams } from 'react-router-dom';
import { ReportPeriod } from '@/api/generated/model';

/** The contract's default period (ReportPeriod: last_30 when absent). */
export const DEFAULT_PERIOD: ReportPeriod = ReportPeriod.last_30;

/** The periods in the picker's order, shortest first. */
export const PERIODS = Object.values(ReportPeriod);

/** The query-string name of the period on /report and /performance. */
export const PERIOD_PARAM = 'period';

function isPeriod(value: string | null): value is ReportPeriod {
  return PERIODS.includes(value as ReportPeriod);
}

/**
 * The chosen period, kept in the address (`?period=last_7`) so a reload, a shared link and the
 * link between the two report pages keep it; the default is left out of the address, and
 * anything unknown reads as the default.
 */
export function useReportPeriod(): [ReportPeriod, (next: ReportPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PERIOD_PARAM);
  const period = isPeriod(raw) ? raw : DEFAULT_PERIOD;
  const choose = (next: ReportPeriod) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_PERIOD) updated.delete(PERIOD_PARAM);
        else updated.set(PERIOD_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return [period, choose];
}

/** The period for another report page's address: `{ period }`, or nothing for the default. */
export function periodQuery(period: ReportPeriod): Record<string, string | undefined> {
  return { [PERIOD_PARAM]: period === DEFAULT_PERIOD ? undefined : period };
}
