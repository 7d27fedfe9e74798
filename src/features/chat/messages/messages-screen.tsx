import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useListChatUsers } from '@/api/generated/endpoints/chat/chat';
import type { ChatListItem } from '@/api/generated/model';
import { useSession } from '@/shared/auth/session-context';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, QueryState } from '@/shared/ui/states';
import { paths } from '@/shared/routing/paths';
import { messagesAreaOf } from '@/shared/routing/messages-area';
import { ChatUserItem, isSupport } from './chat-user-item';
import { t } from './strings';

/** Support first (the issue: «reach support»); the server's order (unread, newest) otherwise. */
const supportFirst = (items: ChatListItem[]) => [...items.filter(isSupport), ...items.filter((i) => !isSupport(i))];

/** /student|teacher|school/messages — the people the signed-in user may write to, each linking to the conversation. */
export function MessagesScreen() {
  useDocumentTitle(t.documentTitle);
  const area = messagesAreaOf(useSession().role) ?? paths.student;
  const users = useListChatUsers();

  return (
    <Stack gap="lg">
      <ScreenHeading title={t.title} subtitle={t.subtitle} />
      <QueryState
        query={users}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t.empty.title} description={t.empty.description} />}
      >
        {(data) => (
          <Stack component="ul" aria-label={t.listLabel} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {supportFirst(data).map((item) => (
              <ChatUserItem key={item.id} item={item} href={area.messageThreadHref(item.id)} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
