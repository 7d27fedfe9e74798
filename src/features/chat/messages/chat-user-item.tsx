import type { ChatListItem } from '@/api/generated/model';
import { ChatListRow } from '@/shared/chat/chat-list-row';
import { t } from './strings';

/** True for the support admin's item, which the list puts first and names «پشتیبانی». */
export const isSupport = (item: ChatListItem) => item.role === 'SYS_ADMIN';

/** One person one may write to: the shared row; support is named «پشتیبانی» and tinted, its admin under it. */
export function ChatUserItem({ item, href }: { item: ChatListItem; href: string }) {
  const name = `${item.first_name} ${item.last_name}`.trim() || item.username;
  return isSupport(item) ? (
    <ChatListRow
      item={item}
      href={href}
      title={t.support}
      subtitle={t.supportSubtitle(name, item.subtitle ?? '')}
      noMessage={t.noMessage}
      tinted
    />
  ) : (
    <ChatListRow item={item} href={href} noMessage={t.noMessage} />
  );
}
