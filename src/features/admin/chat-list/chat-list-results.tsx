import { Button, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import type { AdminChatSearch } from '@/api/generated/model';
import { EmptyState } from '@/shared/ui/states';
import { ConversationRow } from './conversation-row';
import { MessageHitRow } from './message-hit-row';
import { t } from './strings';

/**
 * Conversations shown at first and added per «نمایش بیشتر»: the `large` world has hundreds, and
 * a few hundred rows of avatars stay cheap while thousands would not.
 */
export const ROWS_AT_ONCE = 100;

// One column that may shrink below its rows' text (a grid track's default minimum is the content's
// width, which pushed long names and subtitles past a phone's edge instead of truncating them).
const listStyle = {
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 'var(--mantine-spacing-sm)',
  padding: 0,
  margin: 0,
};

/** The answer as conversations (no word) or as the two sections of a search (`word`). */
export function ChatListResults({
  answer,
  word,
  typed,
  onClear,
}: {
  answer: AdminChatSearch;
  /** The (folded) word this answer is for; undefined for the plain list of conversations. */
  word: string | undefined;
  /** The word as the admin typed it, for the «nothing found» line. */
  typed: string;
  onClear: () => void;
}) {
  const [shown, setShown] = useState(ROWS_AT_ONCE);
  const { filter_user: users, filter_message: messages } = answer;

  if (!word)
    return users.length === 0 ? (
      <EmptyState title={t.empty.title} description={t.empty.description} />
    ) : (
      <Stack gap="sm">
        <Text c="dimmed">{t.count(users.length)}</Text>
        <ul style={listStyle}>
          {users.slice(0, shown).map((item) => (
            <ConversationRow key={item.id} item={item} />
          ))}
        </ul>
        {users.length > shown && (
          <Button variant="light" mih={44} onClick={() => setShown((n) => n + ROWS_AT_ONCE)}>
            {t.showMore(users.length - shown)}
          </Button>
        )}
      </Stack>
    );

  if (users.length === 0 && messages.length === 0)
    return (
      <EmptyState
        title={t.noMatch.title}
        description={t.noMatch.description(typed.trim())}
        action={
          <Button variant="light" mih={44} onClick={onClear}>
            {t.clearSearch}
          </Button>
        }
      />
    );

  return (
    <Stack gap="lg">
      <Section title={t.users} none={users.length === 0 ? t.noUsers : undefined}>
        {users.map((item) => (
          <ConversationRow key={item.id} item={item} />
        ))}
      </Section>
      <Section title={t.messages} none={messages.length === 0 ? t.noMessages : undefined}>
        {messages.map((hit) => (
          <MessageHitRow key={hit.id} hit={hit} word={word} />
        ))}
      </Section>
    </Stack>
  );
}

/** One titled part of a search's answer, or a line saying it has nothing (`none`). */
function Section({ title, none, children }: { title: string; none?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {none ? <Text c="dimmed">{none}</Text> : <ul style={listStyle}>{children}</ul>}
    </Stack>
  );
}
