import '@mantine/spotlight/styles.css';
import { Text } from '@mantine/core';
import { Spotlight, type SpotlightStore } from '@mantine/spotlight';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/shared/auth/session-context';
import { matchPages, pagesFor } from './pages';
import { t } from './strings';

/** README, product rules: constants — the results area is at most 400 px high and scrolls beyond that. */
const RESULTS_MAX_HEIGHT = 400;

// Spotlight has no visible title; this keeps one for screen readers (the dialog needs a name)
// without taking room from the search box.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The search dialog over the pages the current role may open (a visitor: public pages).
 * Opens with mod+K or through `store`; choosing a result navigates there.
 */
export function SearchDialog({ store }: { store: SpotlightStore }) {
  const { role } = useSession();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const trimmed = query.trim();
  const results = matchPages(pagesFor(role), trimmed);

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut="mod + K"
      title={t.dialogTitle}
      // Full opacity keeps the selected result's description readable on the primary colour (axe).
      styles={{ header: visuallyHidden, actionDescription: { opacity: 1 } }}
    >
      <Spotlight.Search placeholder={t.placeholder} aria-label={t.inputLabel} />
      <Spotlight.ActionsList aria-label={t.results} mah={RESULTS_MAX_HEIGHT}>
        {results.map((p) => (
          <Spotlight.Action
            key={p.path}
            label={p.title}
            description={p.description}
            highlightQuery
            mih={44}
            onClick={() => navigate(p.path)}
          />
        ))}
        {trimmed === '' && <Spotlight.Empty role="status">{t.emptyQuery}</Spotlight.Empty>}
        {trimmed !== '' && results.length === 0 && (
          <Spotlight.Empty role="status">
            <Text fw={700}>{t.notFound}</Text>
            <Text size="sm">{t.noResults(trimmed)}</Text>
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
