import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The manager's support chat (issue 15): the people one may write to, and one conversation. */
export const messagesRoutes: RouteObject[] = [
  {
    path: paths.school.messages,
    lazy: screen(
      () => import('@/features/chat/messages/messages-screen'),
      (m) => m.MessagesScreen,
    ),
  },
  {
    path: paths.school.messageThread,
    lazy: screen(
      () => import('@/features/chat/thread/thread-screen'),
      (m) => m.ThreadScreen,
    ),
  },
];
