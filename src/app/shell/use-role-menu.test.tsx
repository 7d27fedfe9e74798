import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/api/generated/model';
import { navText } from '@/shared/navigation/strings';
import { AppWrapper } from '@/testing/app-wrapper';
import { server } from '@/testing/setup';
import { useRoleMenu } from './use-role-menu';

function menuOf(role: Role, route = '/') {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    asked.push(new URL(request.url).pathname);
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppWrapper signedInAs={role} route={route}>
      {children}
    </AppWrapper>
  );
  return { ...renderHook(() => useRoleMenu(), { wrapper }), asked };
}

describe('useRoleMenu', () => {
  it('fetches the grades for the school role and adds them to the menu', async () => {
    const { result, asked } = menuOf('school', '/school');
    await waitFor(() => expect(result.current.map((i) => i.title)).toContain(navText.grades));
    expect(asked.filter((p) => p.endsWith('/school/dashboard/grade/'))).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it.each(['student', 'teacher', 'organization', 'admin'] as const)('never asks for grades as %s', async (role) => {
    const { result, asked } = menuOf(role);
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.length).toBeGreaterThan(0);
    expect(asked.some((p) => p.includes('/school/dashboard/grade'))).toBe(false);
    server.events.removeAllListeners();
  });

  it('gives the student the class grade’s maths homework', () => {
    const { result } = menuOf('student', '/student');
    expect(result.current.find((i) => i.title === navText.homework)?.path).toMatch(
      /^\/homeworks\?(grade=\w+&)?subject=math$/,
    );
    server.events.removeAllListeners();
  });
});
