import { Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchAdminChatUsers } from '@/api/generated/endpoints/admin-chat/admin-chat';
import { errors, messageOf } from '@/shared/i18n/errors';
import { PupilSearchBox } from '@/shared/pupil-search/search-box';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { ChatListResults } from './chat-list-results';
import { t } from './strings';
import { searchWordOf, useChatWord } from './use-chat-word';

/**
 * /admin/chatList — support's conversations, unread first; a word of two letters or more searches
 * people and messages instead. The word lives in the address (`?word=`); the last answer stays on
 * screen while the next one loads, so typing never blanks the list.
 */
export function ChatListScreen() {
  useDocumentTitle(t.documentTitle);
  const [typed, setTyped] = useChatWord();
  const word = searchWordOf(typed);
  const list = useSearchAdminChatUsers(word ? { word } : undefined, {
    query: { placeholderData: keepPreviousData },
  });
  // The word of the answer on screen: while a new word loads, the last answer keeps its own kind and marks.
  const [answered, setAnswered] = useState(word);
  if (list.isSuccess && !list.isPlaceholderData && answered !== word) setAnswered(word);

  return (
    <Stack gap="lg">
      <ScreenHeading title={t.title} subtitle={t.subtitle} />
      <PupilSearchBox value={typed} onSearch={setTyped} label={t.search} description={t.searchHint} />
      {list.isError && !list.isFetching ? (
        <ErrorState message={messageOf(list.error, errors.fetchData)} onRetry={() => void list.refetch()} />
      ) : list.data ? (
        <Stack gap="sm" aria-busy={list.isPlaceholderData} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {list.isPlaceholderData && (
            <Text c="dimmed" role="status">
              {t.updating}
            </Text>
          )}
          <ChatListResults
            answer={list.data}
            word={list.isPlaceholderData ? answered : word}
            onClear={() => setTyped('')}
          />
        </Stack>
      ) : (
        <LoadingState />
      )}
    </Stack>
  );
}
