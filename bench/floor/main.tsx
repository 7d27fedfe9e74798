// The floor app: every framework the real app ships on its first load, each really used (so
// nothing is tree-shaken away), and nothing else. Strings live in consts (lint forbids JSX text).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

import { AppShell, Button, DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/fa';
import jalaliday from 'jalaliday/dayjs';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { z } from 'zod';

dayjs.extend(jalaliday);

const TITLE = 'کف چارچوب';
const BUTTON_LABEL = 'اعلان';
const NOTIFICATION_MESSAGE = 'سلام';

const greetingSchema = z.object({ name: z.string().min(1), grade: z.number().int().min(3).max(6) });
type Greeting = z.infer<typeof greetingSchema>;

// No network: the query resolves locally, so the floor measures code, not an API.
function fetchGreeting(): Promise<Greeting> {
  return Promise.resolve(greetingSchema.parse({ name: 'دانش‌آموز', grade: 4 }));
}

function FloorScreen() {
  const { data } = useQuery({ queryKey: ['greeting'], queryFn: fetchGreeting });
  const today = dayjs().calendar('jalali').locale('fa').format('dddd D MMMM YYYY');
  const greeting = data ? `${data.name} (${String(data.grade)})` : '…';

  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header p="sm">
        <h1>{TITLE}</h1>
      </AppShell.Header>
      <AppShell.Main>
        <p>{today}</p>
        <p>{greeting}</p>
        <Button onClick={() => notifications.show({ message: NOTIFICATION_MESSAGE })}>{BUTTON_LABEL}</Button>
      </AppShell.Main>
    </AppShell>
  );
}

const router = createBrowserRouter([{ path: '*', element: <FloorScreen /> }]);
const queryClient = new QueryClient();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <DirectionProvider initialDirection="rtl">
      <MantineProvider>
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  </StrictMode>,
);
