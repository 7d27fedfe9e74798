import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useGetChatUnreadCount } from '@/api/generated/endpoints/chat/chat';
import { useSession } from '@/shared/auth/session-context';
import { toPersianDigits } from '@/shared/digits';
import { messagesAreaOf } from '@/shared/routing/messages-area';
import { messagesButtonText as t } from './messages-button-strings';

/** How often the badge asks again while the app is open: a reply shows within half a minute. */
export const UNREAD_REFRESH_MS = 30_000;

function EnvelopeIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
      <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" strokeLinejoin="round" />
      <path d="m3.5 6.5 8.5 7 8.5-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function UnreadLink({ to }: { to: string }) {
  // A failed call only hides the badge: the link still leads to the messages.
  const unread = useGetChatUnreadCount({
    query: { refetchInterval: UNREAD_REFRESH_MS, refetchOnWindowFocus: true },
  });
  const count = unread.data?.count ?? 0;
  return (
    <ActionIcon
      component={Link}
      to={to}
      variant="subtle"
      color="gray"
      size={44}
      radius="xl"
      aria-label={t.labelWithUnread(count)}
    >
      <Indicator
        label={toPersianDigits(count)}
        disabled={count === 0}
        size={18}
        // The darkest red keeps the white digits readable (contrast ≥ 4.5).
        color="red.9"
        zIndex={1}
        offset={2}
        inline
        styles={{ indicator: { fontSize: 11, paddingInline: 4 } }}
      >
        <EnvelopeIcon />
      </Indicator>
    </ActionIcon>
  );
}

/** The header's link to the support chat with the unread count, for pupils, teachers and managers only. */
export function MessagesButton() {
  const { role } = useSession();
  const to = messagesAreaOf(role)?.messages;
  return to ? <UnreadLink to={to} /> : null;
}
