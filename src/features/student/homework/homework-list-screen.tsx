import { Button, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { useListMyClassHomework } from '@/api/generated/endpoints/member/member';
import { useSession } from '@/shared/auth/session-context';
import { paths } from '@/shared/routing/paths';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { FilterChips } from './filter-chips';
import { iranToday } from '@/shared/dates';
import { filterOf, groupHomework, matchesFilter, type ListFilter } from './homework-groups';
import { HomeworkTabs } from './homework-tabs';
import { t } from './strings';

/**
 * One page of the contract's maximum size: a class gets a few dozen homework in a school year, so
 * the whole year arrives at once and the three tabs and the filter can be worked out here.
 */
export const LIST_PARAMS = { page: 1, size: 100 } as const;

/** /homeworks — the homework of the pupil's class in three tabs, narrowed by `?grade=&subject=`. */
export function HomeworkListScreen() {
  useDocumentTitle(t.list.documentTitle);
  const { user } = useSession();
  // The session's `class` is the first of `classes` (README, product rules: records); a pupil not yet placed has none.
  const classId = (user?.class ?? user?.classes[0])?.id ?? null;
  const [search] = useSearchParams();
  const filter = filterOf(search);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t.list.title}
      </Title>
      <FilterChips filter={filter} />
      {classId === null ? (
        <EmptyState title={t.list.noClass.title} description={t.list.noClass.description} />
      ) : (
        <ClassHomework classId={classId} filter={filter} />
      )}
    </Stack>
  );
}

function ClassHomework({ classId, filter }: { classId: number; filter: ListFilter }) {
  const list = useListMyClassHomework(classId, LIST_PARAMS);

  // A retry after a failure shows the skeleton again, so a child sees the button did something.
  const waiting = queryFallback([list]);
  if (waiting || !list.data) return waiting;
  if (!list.data.results.length)
    return <EmptyState title={t.list.empty.title} description={t.list.empty.description} />;

  const shown = list.data.results.filter((hw) => matchesFilter(hw, filter));
  if (!shown.length) {
    return (
      <EmptyState
        title={t.list.noMatch.title}
        action={
          <Button component={Link} to={paths.student.homeworks} variant="light" mih={44}>
            {t.list.noMatch.showAll}
          </Button>
        }
      />
    );
  }
  const today = iranToday();
  return <HomeworkTabs groups={groupHomework(shown, today)} today={today} />;
}
