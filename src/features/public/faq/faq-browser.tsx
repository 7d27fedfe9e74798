import { Button, ScrollArea, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { FaqEntry } from '@/api/generated/model';
import { formatNumber } from '@/shared/digits';
import { EmptyState } from '@/shared/ui/states';
import { categoriesOf, groupFaq, type CategoryChoice } from './faq-filter';
import { FaqGroupView } from './faq-group';
import { t } from './strings';

/** The loaded questions with a category chooser and a search box that filters as the visitor types. */
export function FaqBrowser({ entries }: { entries: readonly FaqEntry[] }) {
  const [choice, setChoice] = useState<CategoryChoice>('all');
  const [query, setQuery] = useState('');
  const categories = useMemo(() => categoriesOf(entries), [entries]);
  const groups = useMemo(() => groupFaq(entries, choice, query), [entries, choice, query]);
  const found = groups.reduce((sum, group) => sum + group.entries.length, 0);
  const searching = query.trim() !== '';

  const options = [
    { value: 'all', label: t.all },
    ...categories.map((category) => ({ value: category, label: t.categories[category] })),
  ];
  const clear = () => {
    setQuery('');
    setChoice('all');
  };

  return (
    <Stack gap="lg">
      <TextInput
        type="search"
        size="lg"
        label={t.search.label}
        placeholder={t.search.placeholder}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={560}
      />
      {/* Six categories do not fit 360 px side by side: the chooser scrolls instead of wrapping. */}
      <ScrollArea type="auto" scrollbars="x" offsetScrollbars>
        <SegmentedControl
          aria-label={t.categoriesLabel}
          data={options}
          value={choice}
          onChange={(value) => setChoice(value as CategoryChoice)}
          size="md"
          radius="xl"
          styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' } }}
        />
      </ScrollArea>
      {/* Announces the result of each keystroke to screen readers without moving focus. */}
      <div aria-live="polite">
        {groups.length === 0 ? (
          <EmptyState
            title={t.noMatch.title(query.trim())}
            description={t.noMatch.description}
            action={
              <Button variant="light" size="lg" onClick={clear}>
                {t.noMatch.clear}
              </Button>
            }
          />
        ) : (
          searching && <Text c="gray.7">{t.found(formatNumber(found))}</Text>
        )}
      </div>
      {groups.map((group) => (
        <FaqGroupView key={group.category} group={group} />
      ))}
    </Stack>
  );
}
