import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '@/api/api-error';
import { getGetChatUnreadCountQueryKey, getListChatUsersQueryKey } from '@/api/generated/endpoints/chat/chat';
import { useSession } from '@/shared/auth/session-context';
import { ChatConversation } from '@/shared/chat/chat-conversation';
import { chatText } from '@/shared/chat/strings';
import { useUserConversation } from '@/shared/chat/use-conversation';
import { parseId } from '@/shared/digits';
import { queryPhase } from '@/shared/ui/query-phase';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { ChatParty } from '@/shared/chat/chat-party';
import { paths } from '@/shared/routing/paths';
import { messagesAreaOf } from '@/shared/routing/messages-area';
import { t } from './strings';

/** The page's heading until the other party's name has come (one h1 on every state). */
const PlainHeading = () => (
  <Title order={1} size="h3">
    {t.title}
  </Title>
);

/** Not one of the people in the list (the server answers 403), or no user id at all. */
function NotAllowed({ back }: { back: string }) {
  return (
    <EmptyState
      title={t.forbidden.title}
      description={t.forbidden.description}
      action={<TextLink to={back}>{t.back}</TextLink>}
    />
  );
}

/**
 * Reading the thread marks it read on the server: once it has loaded, and whenever a newer
 * message comes, the header's badge and the list's counts are asked again so they clear.
 */
function useRefreshUnread(loaded: boolean, newestId: number | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!loaded) return;
    void client.invalidateQueries({ queryKey: getGetChatUnreadCountQueryKey() });
    void client.invalidateQueries({ queryKey: getListChatUsersQueryKey() });
  }, [client, loaded, newestId]);
}

function Conversation({ userId, back }: { userId: number; back: string }) {
  const conversation = useUserConversation(userId);
  const { header } = conversation;
  const loaded = header.data !== undefined;
  useRefreshUnread(loaded, conversation.items.findLast((item) => item.status === 'sent')?.id);
  useDocumentTitle(header.data ? t.documentTitle(header.data.full_name) : t.title);

  // A failed refresh keeps the conversation on screen; one never read shows its loading or error.
  if (!header.data) {
    const forbidden = queryPhase(header) === 'error' && header.error instanceof ApiError && header.error.status === 403;
    return (
      <>
        <PlainHeading />
        {forbidden ? <NotAllowed back={back} /> : queryFallback([header], { errorMessage: chatText.loadError })}
      </>
    );
  }
  const other = header.data;
  return (
    <>
      <ChatParty other={other} />
      <ChatConversation conversation={conversation} otherName={other.full_name} />
    </>
  );
}

/** /student|teacher|school/messages/:userId — one conversation of the support chat. */
export function ThreadScreen() {
  const back = (messagesAreaOf(useSession().role) ?? paths.student).messages;
  const userId = parseId(useParams().userId);
  return (
    <Stack gap="sm">
      <TextLink to={back} style={{ alignSelf: 'flex-start' }}>
        {t.back}
      </TextLink>
      {userId === null ? (
        <>
          <PlainHeading />
          <NotAllowed back={back} />
        </>
      ) : (
        <Conversation key={userId} userId={userId} back={back} />
      )}
    </Stack>
  );
}
