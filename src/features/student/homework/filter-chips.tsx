import { Button, CloseIcon, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { withoutFilter, type ListFilter } from './homework-groups';
import { t } from './strings';

/**
 * The list's filters from the address as chips; each chip is a link to the same list without that
 * filter, so the filter lives in the address (a reload or a shared link keeps it).
 */
export function FilterChips({ filter }: { filter: ListFilter }) {
  const chips = [
    filter.subject && { key: 'subject' as const, label: t.subjects[filter.subject] },
    filter.grade && { key: 'grade' as const, label: t.list.gradeChip(filter.grade) },
  ].filter((chip) => !!chip);
  if (!chips.length) return null;
  return (
    <Group gap="xs" role="group" aria-label={t.list.filtersLabel}>
      {chips.map((chip) => (
        <Button
          key={chip.key}
          component={Link}
          to={withoutFilter(filter, chip.key)}
          aria-label={t.list.removeFilter(chip.label)}
          variant="light"
          radius="xl"
          mih={44}
          rightSection={<CloseIcon size="14" aria-hidden />}
        >
          {chip.label}
        </Button>
      ))}
    </Group>
  );
}
