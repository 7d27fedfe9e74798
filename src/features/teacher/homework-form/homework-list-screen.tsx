import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetTeacherClassDashboard, useListClassHomework } from '@/api/generated/endpoints/teacher/teacher';
import type { ClassRef, HomeworkStatus, TeacherClassCard } from '@/api/generated/model';
import { byClass } from '@/shared/class-order';
import { homeworkNewHref } from '@/shared/teacher/class-choice';
import { DashboardSection, QueryBody } from '@/shared/ui/dashboard-section';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState } from '@/shared/ui/states';
import { homeworkStatusLabel } from '@/shared/status/homework';
import { HomeworkRow } from './homework-row';
import { STATUSES, filtersSearch, readFilters, type ListFilters } from './list-params';
import { t } from './strings';

/** A class has a few homework per course per term; the contract's largest page holds them all. */
const PAGE_SIZE = 100;

/** /teacher/homeworks — every class's homework (the contract lists per class), filtered by class and status in the address. */
export function HomeworkListScreen() {
  useDocumentTitle(t.list.documentTitle);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const classes = useGetTeacherClassDashboard(undefined, { query: { select: byClass } });
  const setFilters = (next: Partial<ListFilters>) =>
    setParams(new URLSearchParams(filtersSearch({ ...filters, ...next })), { replace: true });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <ScreenHeading title={t.list.title} subtitle={t.list.subtitle} />
        <Button component={Link} to={homeworkNewHref({ classId: filters.classId })} mih={44}>
          {t.list.newHomework}
        </Button>
      </Group>
      <QueryBody
        query={classes}
        loading={t.list.title}
        isEmpty={(cards) => cards.length === 0}
        empty={<EmptyState title={t.list.noClasses.title} description={t.list.noClasses.description} />}
      >
        {(cards) => <Filtered cards={cards} filters={filters} onFilter={setFilters} />}
      </QueryBody>
    </Stack>
  );
}

interface FilteredProps {
  cards: TeacherClassCard[];
  filters: ListFilters;
  onFilter: (next: Partial<ListFilters>) => void;
}

function Filtered({ cards, filters, onFilter }: FilteredProps) {
  const shown = cards.filter((card) => !filters.classId || card.class.id === filters.classId);
  return (
    <Stack gap="md">
      <Group role="group" aria-label={t.list.filtersLabel} gap="sm" grow>
        <NativeSelect
          label={t.list.classFilter}
          value={filters.classId?.toString() ?? ''}
          onChange={(event) => onFilter({ classId: Number(event.currentTarget.value) || null })}
          data={[
            { value: '', label: t.list.allClasses },
            ...cards.map((c) => ({ value: String(c.class.id), label: c.class.name })),
          ]}
          styles={{ input: { minHeight: 44 } }}
        />
        <NativeSelect
          label={t.list.statusFilter}
          value={filters.status ?? ''}
          onChange={(event) => onFilter({ status: (event.currentTarget.value || null) as HomeworkStatus | null })}
          data={[
            { value: '', label: t.list.allStatuses },
            ...STATUSES.map((s) => ({ value: s, label: homeworkStatusLabel[s] })),
          ]}
          styles={{ input: { minHeight: 44 } }}
        />
      </Group>
      {shown.map((card) => (
        <ClassHomework key={card.class.id} cls={card.class} status={filters.status} />
      ))}
    </Stack>
  );
}

/** One class's homework; its call loads and fails on its own. */
function ClassHomework({ cls, status }: { cls: ClassRef; status: HomeworkStatus | null }) {
  const query = useListClassHomework({ classId: cls.id, ...(status ? { status } : {}), size: PAGE_SIZE });
  return (
    <DashboardSection title={t.list.classSection(cls.name)}>
      <QueryBody
        query={query}
        loading={t.list.loadingClass(cls.name)}
        isEmpty={(page) => page.results.length === 0}
        empty={<Text c="dimmed">{t.list.classEmpty}</Text>}
      >
        {(page) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {page.results.map((homework) => (
              <HomeworkRow key={homework.id} homework={homework} />
            ))}
          </Stack>
        )}
      </QueryBody>
    </DashboardSection>
  );
}
