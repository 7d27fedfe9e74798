import { Text } from '@mantine/core';
import { useGetTeacherClassDashboard, useListClassHomework } from '@/api/generated/endpoints/teacher/teacher';
import type { ClassRef } from '@/api/generated/model';
import { byClass } from '@/shared/class-order';
import { formatJalaliDate } from '@/shared/dates';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/states';
import { PlainList, QueryBody, StackedSection } from '@/shared/ui/dashboard-section';
import { ItemLink } from './item-link';
import { t } from './strings';

/** Enough for every open homework of a class (one per course at a time, spec: one homework per class). */
const OPEN_PAGE_SIZE = 20;

/** One class's active homework; its call loads and fails on its own. */
function ClassHomework({ cls }: { cls: ClassRef }) {
  const query = useListClassHomework({ classId: cls.id, status: 'active', size: OPEN_PAGE_SIZE });
  return (
    <QueryBody
      query={query}
      loading={t.homework.loading(cls.name)}
      isEmpty={(page) => page.results.length === 0}
      empty={
        <Text size="sm" c="dimmed">
          {t.homework.classEmpty(cls.name)}
        </Text>
      }
    >
      {(page) => (
        <PlainList>
          {page.results.map((homework) => (
            <ItemLink
              key={homework.id}
              to={paths.teacher.homeworkHref(homework.id)}
              title={homework.title}
              details={[
                t.joined(homework.class.name, homework.course.name, t.homework.skills(homework.skills_count)),
                t.joined(
                  t.homework.due(formatJalaliDate(homework.end_date)),
                  t.homework.progress(homework.progress_percent),
                ),
              ]}
            />
          ))}
        </PlainList>
      )}
    </QueryBody>
  );
}

/**
 * «تکلیف‌های باز»: the active homework of every class. The contract lists homework per class only,
 * so the class list (the same cached call as «کلاس‌های من») comes first, then one call per class.
 */
export function HomeworkSection() {
  const classes = useGetTeacherClassDashboard(undefined, { query: { select: byClass } });
  return (
    <StackedSection title={t.homework.title} action={{ label: t.homework.all, to: paths.teacher.homeworks }}>
      <QueryBody
        query={classes}
        loading={t.classes.loading}
        isEmpty={(cards) => cards.length === 0}
        empty={<EmptyState title={t.homework.empty} />}
      >
        {(cards) => cards.map((card) => <ClassHomework key={card.class.id} cls={card.class} />)}
      </QueryBody>
    </StackedSection>
  );
}
