import { Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useGetDevKanbanBoard } from '@/api/generated/endpoints/dev/dev';
import type { KanbanCard, KanbanColumn } from '@/api/generated/model';
import { formatJalaliDate } from '@/shared/dates';
import { EmptyState } from '@/shared/ui/states';
import { QueryStates } from './query-states';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

/** The demo kanban board: one column per stage (stacked on a phone), its cards in order. */
export function KanbanBoardView() {
  const board = useGetDevKanbanBoard();
  return (
    <QueryStates query={board}>
      {({ columns }) =>
        columns.every((column) => column.cards.length === 0) ? (
          <EmptyState title={t.kanban.emptyBoard} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: Math.min(columns.length, 3) }}>
            {columns.map((column) => (
              <Column key={column.id} column={column} />
            ))}
          </SimpleGrid>
        )
      }
    </QueryStates>
  );
}

function Column({ column }: { column: KanbanColumn }) {
  const headingId = `kanban-${column.id}`;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="sm" bg="gray.0">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {column.title}
        </Title>
        <Text size="sm">{t.kanban.count(column.cards.length)}</Text>
      </Group>
      {column.cards.length === 0 ? (
        <Text c="dimmed">{t.kanban.emptyColumn}</Text>
      ) : (
        <Stack gap="sm">
          {column.cards.map((card) => (
            <CardView key={card.id} card={card} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function CardView({ card }: { card: KanbanCard }) {
  const titleId = `kanban-card-${card.id}`;
  return (
    <Card component="article" aria-labelledby={titleId} withBorder padding="sm">
      <Stack gap={6}>
        <Title order={3} size="h6" id={titleId}>
          {card.title}
        </Title>
        {card.description && <Text size="sm">{card.description}</Text>}
        <Group gap={6}>
          <StatusChip variant="default">{t.kanban.priority[card.priority]}</StatusChip>
          {card.labels.map((label) => (
            <StatusChip key={label} variant="outline" color="dark">
              {label}
            </StatusChip>
          ))}
        </Group>
        <Text size="sm">{card.assignee ? t.kanban.assignee(card.assignee) : t.kanban.unassigned}</Text>
        {card.due_date && <Text size="sm">{t.kanban.due(formatJalaliDate(card.due_date))}</Text>}
      </Stack>
    </Card>
  );
}
