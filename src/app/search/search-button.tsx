import { ActionIcon } from '@mantine/core';
import { createSpotlight } from '@mantine/spotlight';
import { lazy, Suspense, useState } from 'react';
import { t } from './strings';

// Loaded right after the header renders, not with it: the page paints first, then Ctrl+K works.
const SearchDialog = lazy(() => import('./search-dialog').then((m) => ({ default: m.SearchDialog })));

function SearchIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search icon and the dialog it opens (mod+K opens it too).
 * Each button owns its own store, so two mounted headers or stories never share an open dialog.
 */
export function SearchButton() {
  const [[store, search]] = useState(createSpotlight);
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={44}
        radius="xl"
        aria-label={t.open}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={search.open}
      >
        <SearchIcon />
      </ActionIcon>
      <Suspense fallback={null}>
        <SearchDialog store={store} />
      </Suspense>
    </>
  );
}
