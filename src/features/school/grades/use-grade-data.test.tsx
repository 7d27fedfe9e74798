import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quietChartSizeWarnings } from '@/shared/charts/testing';
import { paths } from '@/shared/routing/paths';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { operations, type OperationId } from '@/api/generated/operations';
import { GradeRoutes, OFFICE_CALLS, REPORT_CALLS, isCallOf } from './fixtures';
import { t } from './strings';

quietChartSizeWarnings();

/** Every call the page makes, as a URL (the contract's examples answer them all). */
function recordCalls(): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(new URL(request.url));
  });
  return seen;
}

const REPORTS = ['total', 'time', 'seasons'] as const;
const ids = Object.keys(operations) as OperationId[];
/** The office's calls (its own and its mirror of a school's). */
const officeOps = ids.filter((op) => op.startsWith('getOrganization'));
const officeSchoolOps = ids.filter((op) => op.startsWith('getOrganizationSchool'));

describe('the grade page’s data module', () => {
  it('asks only the manager’s calls for the school manager', async () => {
    const seen = recordCalls();
    renderWithApp(<GradeRoutes />, { route: paths.school.gradeHref('fourth'), signedInAs: 'school' });
    expect(await screen.findByRole('heading', { level: 2, name: t.report.heading })).toBeInTheDocument();
    await waitFor(() =>
      expect(REPORTS.every((report) => seen.some((url) => isCallOf(url, REPORT_CALLS[report])))).toBe(true),
    );
    expect(seen.filter((url) => officeOps.some((op) => isCallOf(url, op)))).toEqual([]);
    expect(seen.every((url) => !url.searchParams.has('schoolId'))).toBe(true);
  });

  it('asks only the office’s calls, each naming the school of the address, for the education office', async () => {
    const seen = recordCalls();
    renderWithApp(<GradeRoutes />, {
      route: paths.organization.schoolGradeHref(1, 'fourth'),
      signedInAs: 'organization',
    });
    expect(await screen.findByRole('heading', { level: 2, name: t.report.heading })).toBeInTheDocument();
    await waitFor(() =>
      expect(REPORTS.every((report) => seen.some((url) => isCallOf(url, OFFICE_CALLS[report])))).toBe(true),
    );
    expect(seen.length).toBeGreaterThan(REPORTS.length);
    for (const url of seen) {
      expect(officeSchoolOps.some((op) => isCallOf(url, op))).toBe(true);
      expect(url.searchParams.get('schoolId')).toBe('1');
    }
    // No class page for the office: the courses are text.
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
