import { Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchAdminChatUsers } from '@/api/generated/endpoints/admin-chat/admin-chat';
import { PupilSearchBox } from '@/shared/pupil-search/search-box';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { queryFallback } from '@/shared/ui/states';
import { ChatListResults } from './chat-list-results';
import { t } from './strings';
import { searchWordOf, useChatWord } from './use-chat-word';

/** How often the open list is asked again for new messages and unread counts. */
const REFRESH_MS = 30_000;

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
    query: {
      placeholderData: keepPreviousData,
      // Opening a thread marks it read and users write at any time: the list is asked again each
      // time it is shown and every half minute while it is open, so unread counts do not lie.
      staleTime: 0,
      refetchInterval: REFRESH_MS,
    },
  });
  // The word of the answer on screen: while a new word loads, the last answer keeps its own kind and marks.
  const [answered, setAnswered] = useState(word);
  if (list.isSuccess && !list.isPlaceholderData && answered !== word) setAnswered(word);

  return (
    // A readable measure on wide screens: a name, a line of message and a badge need no more.
    <Stack gap="lg" maw={800}>
      <ScreenHeading title={t.title} subtitle={t.subtitle} />
      <PupilSearchBox value={typed} onSearch={setTyped} label={t.search} description={t.searchHint} />
      {/* A failed refresh keeps the list on screen (the next refresh tries again); a failed first answer shows why. */}
      {list.data ? (
        <Stack gap="sm" aria-busy={list.isPlaceholderData} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {list.isPlaceholderData && (
            <Text c="dimmed" role="status">
              {t.updating}
            </Text>
          )}
          <ChatListResults
            answer={list.data}
            word={list.isPlaceholderData ? answered : word}
            typed={typed}
            onClear={() => setTyped('')}
          />
        </Stack>
      ) : (
        queryFallback([list])
      )}
    </Stack>
  );
}
