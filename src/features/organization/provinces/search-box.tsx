import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { t } from './strings';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DELAY_MS = 300;

/**
 * The schools' search box. It shows what is typed at once and hands the word on only after a
 * pause, so a name typed letter by letter makes one call. When the word changes from outside
 * (back button, «پاک کردن جستجو») the box follows it.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (word: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const commit = useDebouncedCallback((word: string) => {
    setShown(word);
    onSearch(word);
  }, SEARCH_DELAY_MS);

  // Adjusting state while rendering (React's pattern for props that change): an outside change wins.
  if (value !== shown) {
    setShown(value);
    setText(value);
    commit.cancel();
  }

  return (
    <TextInput
      type="search"
      label={t.province.search}
      description={t.province.searchHint}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
      size="md"
      styles={{ input: { minHeight: 44 } }}
      maxLength={50}
    />
  );
}
