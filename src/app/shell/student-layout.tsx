import { AppShell, Box, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@/shared/auth/session-context';
import { OfflineNotice } from '@/shared/ui/offline-notice';
import { ShellHeader } from './shell-header';
import { StudentBottomBar } from './student-bottom-bar';
import { StudentProfileBox } from './student-profile-box';
import { shellSizes, shellText } from './strings';
import { headerHeight, useCompactHeader } from './use-compact-header';
import { useStudentMenu } from './use-student-menu';
import { VerticalNav } from './vertical-nav';

// The sign-out dialog (a Modal with its focus trap) loads when asked for, not with the pupil's first page.
const SignOutDialog = lazy(() => import('@/shared/ui/sign-out-dialog').then((m) => ({ default: m.SignOutDialog })));

/** README, product rules: constants — the student layout switches to the bottom bar below 1024 px. */
const STUDENT_BREAKPOINT = '64em';
/** What the fixed bottom bar (8 px above the edge, 66 px tall) and a gap above it take from the screen's foot. */
const BOTTOM_BAR_ROOM = 88;

/**
 * The student's layout: content at most 834 px wide; from 1024 px a 320 px side menu under a
 * profile box (which replaces the menu's account entry), below it a bottom bar. It keeps the
 * pupil's unsent answers across reloads.
 */
export function StudentLayout() {
  const items = useStudentMenu();
  const { pathname, search } = useLocation();
  // Answers given offline wait in localStorage and go when the connection returns, even after a
  // reload; the pages the pupil sees are kept too, so the app opens offline (pages-offline.ts).
  const queryClient = useQueryClient();
  const owner = useSession().user?.id;
  // Loaded after the first paint: the persister is not needed to show the page.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    if (owner === undefined) return;
    void Promise.all([
      import('@/shared/practice/offline/answers-offline'),
      import('@/shared/offline/pages-offline'),
    ]).then(([{ keepAnswersOffline }, { keepOfflinePages }]) => {
      if (left) return;
      const stopAnswers = keepAnswersOffline(queryClient, owner);
      const stopPages = keepOfflinePages(queryClient);
      stop = () => {
        stopAnswers();
        stopPages();
      };
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [queryClient, owner]);
  const compact = useCompactHeader();
  // Read synchronously (no effect) so a wide screen never flashes the bottom bar.
  const wide = useMediaQuery(`(min-width: ${STUDENT_BREAKPOINT})`, undefined, { getInitialValueInEffect: false });
  const [confirming, dialog] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: headerHeight(compact) }}
      navbar={{ width: shellSizes.studentMenu, breakpoint: STUDENT_BREAKPOINT, collapsed: { mobile: true } }}
      padding="md"
    >
      <ShellHeader compact={compact} />
      {wide && (
        <AppShell.Navbar p="md" aria-label={shellText.menu}>
          <AppShell.Section grow component={ScrollArea}>
            <Stack gap="md">
              <StudentProfileBox onSignOut={dialog.open} />
              <VerticalNav items={items.filter((i) => !i.isAccount)} onSignOut={dialog.open} />
            </Stack>
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      {/* data-route: the page the shell shows (once the router has rendered it), for tools and tests. */}
      <AppShell.Main bg="var(--mantine-primary-color-0)" data-route={pathname + search}>
        {/* Room under the content so the fixed bottom bar never covers its end; a screen that fills
            the viewport (a chat) leaves the same room through --app-bottom-room. */}
        <Box
          maw={shellSizes.studentContent}
          mx="auto"
          pb={wide ? 0 : BOTTOM_BAR_ROOM}
          style={{ '--app-bottom-room': `${wide ? 0 : BOTTOM_BAR_ROOM}px` }}
        >
          <OfflineNotice />
          <Outlet />
        </Box>
      </AppShell.Main>
      {!wide && <StudentBottomBar items={items} />}
      {confirming && (
        <Suspense>
          <SignOutDialog opened onClose={dialog.close} />
        </Suspense>
      )}
    </AppShell>
  );
}
