import type { ChatListItem } from '@/api/generated/model';
import { ChatListRow } from '@/shared/chat/chat-list-row';
import { paths } from '@/shared/routing/paths';
import { t } from './strings';

/** One conversation of support's list: the shared row, opening the thread. */
export function ConversationRow({ item }: { item: ChatListItem }) {
  return <ChatListRow item={item} href={paths.admin.chatHref(item.id)} noMessage={t.noMessageYet} />;
}
