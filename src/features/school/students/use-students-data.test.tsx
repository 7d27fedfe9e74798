import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { answeringExample, pathOf } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { CLASSES, OFFICE_GRADE_CLASSES, OFFICE_GRADES, OFFICE_RECORDS, RECORDS } from './fixtures';
import { StudentsScreen } from './students-screen';
import { t } from './strings';

/** Every call the list makes, as a URL (the contract's examples answer them all). */
function recordCalls(): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(new URL(request.url));
  });
  return seen;
}

function renderList(route: string, signedInAs: 'school' | 'organization') {
  renderWithApp(
    <Routes>
      <Route path={paths.school.students} element={<StudentsScreen />} />
      <Route path={paths.organization.schoolStudents} element={<StudentsScreen />} />
    </Routes>,
    { route, signedInAs },
  );
}

const asked = (seen: URL[]) => seen.map((url) => url.pathname.replace(/^.*?\/(school|organization)\//, '/$1/'));

describe('the pupils list’s data module', () => {
  it('asks only the manager’s calls for the school manager, and links each name to the pupil', async () => {
    const seen = recordCalls();
    renderList(paths.school.students, 'school');
    await screen.findByText(t.list.count(197));
    expect(asked(seen).sort()).toEqual([pathOf(RECORDS), pathOf(CLASSES)]);
    expect(seen.every((url) => !url.searchParams.has('schoolId'))).toBe(true);
    expect(screen.getByRole('link', { name: 'سارا احمدی' })).toHaveAttribute('href', paths.school.studentHref(101));
  });

  it('asks only the office’s calls, each naming the school, for the education office; names are text', async () => {
    // The contract's `*/school/…` records handler would also match the office's mirrored path: answer it first.
    server.use(answeringExample(OFFICE_RECORDS, 'organization'));
    const seen = recordCalls();
    renderList(paths.organization.schoolStudentsHref(1), 'organization');
    await screen.findByText(t.list.count(146));
    await waitFor(() =>
      expect(new Set(asked(seen))).toEqual(
        new Set([
          pathOf(OFFICE_GRADES),
          pathOf(OFFICE_GRADE_CLASSES, { grade: 'fourth' }),
          pathOf(OFFICE_GRADE_CLASSES, { grade: 'fifth' }),
          pathOf(OFFICE_GRADE_CLASSES, { grade: 'sixth' }),
          pathOf(OFFICE_RECORDS),
        ]),
      ),
    );
    for (const url of seen) expect(url.searchParams.get('schoolId')).toBe('1');
    expect(screen.getByText('سارا احمدی')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
