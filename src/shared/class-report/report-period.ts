import { useSearchParams } from 'react-router-dom';
import { ReportPeriod } from '@/api/generated/model';

/** The contract's default period (last_30 when `dateType` is absent). */
export const DEFAULT_PERIOD: ReportPeriod = ReportPeriod.last_30;

/** The periods in the picker's order, shortest first. */
export const PERIODS = Object.values(ReportPeriod);

/** How many weakest skills the skills panel may ask for (`numOfSkills`, 1–20 in the contract); 5 is its default. */
export const SKILL_COUNTS = [3, 5, 10] as const;
export const DEFAULT_SKILL_COUNT = 5;

/** Query-string names on the class's report tab and its print view. */
export const PERIOD_PARAM = 'period';
export const SKILLS_PARAM = 'skills';

const DAYS: Record<ReportPeriod, number> = { last_7: 7, last_30: 30, last_90: 90, last_365: 365 };

function isPeriod(value: string | null): value is ReportPeriod {
  return PERIODS.includes(value as ReportPeriod);
}

function isSkillCount(value: number): boolean {
  return (SKILL_COUNTS as readonly number[]).includes(value);
}

/** The report's choices as read from the address: anything unknown reads as the default. */
export interface ReportChoices {
  period: ReportPeriod;
  numOfSkills: number;
}

/**
 * The chosen period and skill count, kept in the address (`?period=last_7&skills=10`) so a reload,
 * a shared link and the print view keep them; defaults are left out of the address.
 */
export function useReportChoices(): [ReportChoices, (next: Partial<ReportChoices>) => void] {
  const [params, setParams] = useSearchParams();
  const rawPeriod = params.get(PERIOD_PARAM);
  const rawSkills = Number(params.get(SKILLS_PARAM));
  const choices = {
    period: isPeriod(rawPeriod) ? rawPeriod : DEFAULT_PERIOD,
    numOfSkills: isSkillCount(rawSkills) ? rawSkills : DEFAULT_SKILL_COUNT,
  };
  const choose = (next: Partial<ReportChoices>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of Object.entries(choicesQuery({ ...choices, ...next }))) {
          if (value === undefined) updated.delete(name);
          else updated.set(name, value);
        }
        return updated;
      },
      { replace: true },
    );
  return [choices, choose];
}

/** The choices as query parameters, defaults left out (undefined). */
export function choicesQuery({ period, numOfSkills }: ReportChoices): Record<string, string | undefined> {
  return {
    [PERIOD_PARAM]: period === DEFAULT_PERIOD ? undefined : period,
    [SKILLS_PARAM]: numOfSkills === DEFAULT_SKILL_COUNT ? undefined : String(numOfSkills),
  };
}

/** `href` with the choices appended as a query string (nothing for the defaults). */
export function withChoices(href: string, choices: ReportChoices): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(choicesQuery(choices))) if (value !== undefined) query.set(name, value);
  const search = query.toString();
  return search ? `${href}?${search}` : href;
}

/** The period's first and last day ('YYYY-MM-DD'): the last N days up to `today`, today included. */
export function periodRange(period: ReportPeriod, today: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (DAYS[period] - 1) * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: today };
}
