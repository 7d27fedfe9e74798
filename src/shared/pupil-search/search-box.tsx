import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { pupilSearchText } from './strings';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DELAY_MS = 300;

/**
 * The pupils' search box: shows what is typed at once and hands the word on (`onSearch`) only after
 * a SEARCH_DELAY_MS pause or Enter, so a name typed letter by letter makes one call and typing never
 * waits for the list. When `value` changes from outside (back button, «پاک کردن جستجو») it follows.
 */
export function PupilSearchBox({
  value,
  onSearch,
  label = pupilSearchText.search,
  description = pupilSearchText.searchHint,
}: {
  value: string;
  onSearch: (word: string) => void;
  /** The field's name and hint; default the pupils' («جستجوی دانش‌آموز»…), e.g. the schools' list passes its own. */
  label?: string;
  description?: string;
}) {
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
      label={label}
      description={description}
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
      style={{ flex: 1, minWidth: 0 }}
    />
  );
}
