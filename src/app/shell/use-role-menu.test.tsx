import { useQueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@/api/generated/model';
import { operations } from '@/api/generated/operations';
import { useSession } from '@/shared/auth/session-context';
import { navText } from '@/shared/navigation/strings';
import { paths } from '@/shared/routing/paths';
import { AppWrapper } from '@/testing/app-wrapper';
import { server } from '@/testing/setup';
import { useRoleMenu } from './use-role-menu';

const GRADES = /\/school\/dashboard\/grade\/$/;

// Every path the app asked MSW for during one test; the listener is removed after each test, pass or fail.
const asked: string[] = [];
const record = ({ request }: { request: Request }) => {
  asked.push(new URL(request.url).pathname);
};
beforeEach(() => {
  asked.length = 0;
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

function menuOf(role: Role, route: string = paths.home) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppWrapper signedInAs={role} route={route}>
      {children}
    </AppWrapper>
  );
  return renderHook(() => ({ items: useRoleMenu(), client: useQueryClient(), user: useSession().user }), {
    wrapper,
  });
}

describe('useRoleMenu', () => {
  it('fetches the grades for the school role and adds them to the menu', async () => {
    const { result } = menuOf('school', paths.school.home);
    await waitFor(() => expect(result.current.items.map((i) => i.title)).toContain(navText.grades));
    expect(asked.filter((p) => GRADES.test(p))).toHaveLength(1);
  });

  it.each(['student', 'teacher', 'organization', 'admin'] as const)('never asks for grades as %s', async (role) => {
    const { result } = menuOf(role);
    // A query the hook started would be fetching by now (effects ran inside render); once nothing is,
    // every request the hook made has reached MSW and is in the log.
    await waitFor(() => expect(result.current.client.isFetching()).toBe(0));
    expect(result.current.items.length).toBeGreaterThan(0);
    expect(asked.filter((p) => GRADES.test(p))).toEqual([]);
  });

  it('names the office’s school on a deep link to one of its pages, from the school’s own call', async () => {
    sessionStorage.clear();
    const { result } = menuOf('organization', paths.organization.schoolStudentsHref(1));
    // The contract's example for school 1 (the demo world's «دبستان شهید باهنر»).
    await waitFor(() => expect(result.current.items.map((i) => i.title)).toContain('دبستان شهید باهنر'));
    expect(asked).toContain(`/api${operations.getOrganizationSchool.path}`);
  });

  it('gives the student the class grade’s maths homework', () => {
    const { result } = menuOf('student', paths.student.home);
    const grade = result.current.user?.class?.grade;
    expect(result.current.items.find((i) => i.title === navText.homework)?.path).toBe(
      paths.student.homeworksHref({ grade, subject: 'math' }),
    );
  });
});
