import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '@/api/api-error';
import { ChatConversation } from '@/shared/chat/chat-conversation';
import { chatText } from '@/shared/chat/strings';
import { useAdminConversation } from '@/shared/chat/use-conversation';
import { parseId } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { queryPhase } from '@/shared/ui/query-phase';
import { queryFallback } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { ChatParty } from '@/shared/chat/chat-party';
import { t } from './strings';

/**
 * /admin/chatList/:chatId[?messageId=] — support's conversation with one user: who they are, then
 * the shared thread and composer, scrolled to `messageId` when a search result opened it.
 */
export function AdminChatThreadScreen() {
  const params = useParams();
  const chatId = parseId(params.chatId);
  return (
    <Stack gap="md">
      <TextLink to={paths.admin.chatList} style={{ alignSelf: 'flex-start', alignItems: 'center' }}>
        {t.backToList}
      </TextLink>
      {chatId === null ? <NotFound /> : <Thread key={chatId} chatId={chatId} />}
    </Stack>
  );
}

function Thread({ chatId }: { chatId: number }) {
  const [search] = useSearchParams();
  const focusMessageId = parseId(search.get('messageId')) ?? undefined;
  const conversation = useAdminConversation(chatId);
  const { header } = conversation;
  useDocumentTitle(t.documentTitle(header.data?.full_name ?? t.fallbackTitle));

  // A failed refresh keeps the conversation on screen; one never read shows its loading or error.
  if (!header.data) {
    const phase = queryPhase(header);
    if (phase === 'error' && header.error instanceof ApiError && header.error.status === 404) return <NotFound />;
    const waiting = queryFallback([header], { errorMessage: chatText.loadError });
    if (phase === 'loading') return waiting;
    return (
      <>
        <Title order={1} size="h3">
          {t.fallbackTitle}
        </Title>
        {waiting}
      </>
    );
  }
  return (
    <>
      <ChatParty other={header.data} />
      <ChatConversation conversation={conversation} focusMessageId={focusMessageId} otherName={header.data.full_name} />
    </>
  );
}

/** An address with no such conversation: say so; the link back to the list stands above. */
function NotFound() {
  useDocumentTitle(t.documentTitle(t.notFound.title));
  return (
    <>
      <Title order={1} size="h3">
        {t.notFound.title}
      </Title>
      <Text c="dimmed">{t.notFound.description}</Text>
    </>
  );
}
