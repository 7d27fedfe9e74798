import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { screen } from '../lazy';

/** The admin's home is the chat list; each conversation opens at /admin/chatList/:chatId. */
export const adminChatRoutes: RouteObject[] = [
  { path: paths.admin.root, element: <Navigate replace to={paths.admin.chatList} /> },
  {
    path: paths.admin.chatList,
    lazy: screen(
      () => import('@/features/admin/chat-list/chat-list-screen'),
      (m) => m.ChatListScreen,
    ),
  },
  {
    path: paths.admin.chat,
    lazy: screen(
      () => import('@/features/admin/chat-thread/chat-thread-screen'),
      (m) => m.AdminChatThreadScreen,
    ),
  },
];
