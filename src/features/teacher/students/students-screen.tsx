import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useGetTeacherClassDashboard, useListTeacherStudentRecords } from '@/api/generated/endpoints/teacher/teacher';
import type { Course, StudentRecordPage, TeacherClassCard } from '@/api/generated/model';
import { byClass } from '@/shared/class-order';
import {
  isFiltered,
  pickedClassOf,
  pupilQueryOf,
  usePupilAddress,
  type PupilAddress,
} from '@/shared/pupil-search/pupil-address';
import { PastLastPage, PupilPager } from '@/shared/pupil-search/pupil-pager';
import { PupilSearchBox } from '@/shared/pupil-search/search-box';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { StudentRow } from './student-row';
import { t } from './strings';

const NO_COURSES: readonly Course[] = [];

/**
 * /teacher/students — the pupils of the teacher's classes, searchable and filtered by class, a page
 * at a time; the word, class and page live in the address. The class cards come first: they give
 * the filter's classes and each class's courses (a record names its class, not its courses).
 */
export function StudentsScreen() {
  useDocumentTitle(t.list.documentTitle);
  const [address, change] = usePupilAddress();
  const cards = useGetTeacherClassDashboard(undefined, { query: { select: byClass } });
  const classIds = cards.data?.map((card) => card.class.id) ?? [];
  const records = useListTeacherStudentRecords(pupilQueryOf(address, classIds), {
    query: { enabled: cards.isSuccess },
  });
  // A page past the last answers 404: an answer (go back to page 1), not a failure to retry.
  const pastLastPage = records.error?.status === 404 && address.page > 1;
  // The records are asked once the cards are in (until then their call stays pending).
  const waiting = pastLastPage ? null : queryFallback(cards.isSuccess ? [cards, records] : [cards]);

  return (
    <Stack gap="lg">
      <ScreenHeading title={t.list.title} subtitle={t.list.subtitle} />
      <Group align="flex-start" gap="sm" wrap="wrap">
        <PupilSearchBox value={address.q} onSearch={(q) => change({ q }, { replace: true })} />
        {cards.isSuccess && cards.data.length > 1 && (
          <NativeSelect
            label={t.list.classFilter}
            value={String(pickedClassOf(address, classIds) ?? '')}
            onChange={(event) =>
              change({ classId: event.currentTarget.value ? Number(event.currentTarget.value) : null })
            }
            data={[
              { value: '', label: t.list.allClasses },
              ...cards.data.map((card) => ({ value: String(card.class.id), label: card.class.name })),
            ]}
            size="md"
            styles={{ input: { minHeight: 44 } }}
            w={{ base: '100%', xs: 200 }}
          />
        )}
      </Group>
      {pastLastPage ? (
        <PastLastPage text={t.list.pastLastPage} onFirstPage={() => change({ page: 1 })} />
      ) : (
        (waiting ??
        (cards.data && records.data && (
          <StudentsList
            page={records.data}
            cards={cards.data}
            address={address}
            onPage={(page) => change({ page })}
            onClear={() => change({ q: '', classId: null })}
          />
        )))
      )}
    </Stack>
  );
}

interface StudentsListProps {
  page: StudentRecordPage;
  cards: TeacherClassCard[];
  address: PupilAddress;
  onPage: (page: number) => void;
  onClear: () => void;
}

function StudentsList({ page, cards, address, onPage, onClear }: StudentsListProps) {
  const filtered = isFiltered(address);
  if (page.results.length === 0)
    return filtered ? (
      <EmptyState
        title={t.list.noMatch.title}
        description={t.list.noMatch.description}
        action={
          <Button variant="light" mih={44} onClick={onClear}>
            {t.list.clearSearch}
          </Button>
        }
      />
    ) : (
      <EmptyState title={t.list.empty.title} description={t.list.empty.description} />
    );

  const coursesOf = (classId: number | undefined) =>
    cards.find((card) => card.class.id === classId)?.courses ?? NO_COURSES;
  return (
    <Stack gap="sm">
      <Text c="dimmed" role="status">
        {t.list.count(page.count)}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {page.results.map((pupil) => (
          <StudentRow key={pupil.id} pupil={pupil} courses={coursesOf(pupil.class?.id)} />
        ))}
      </Stack>
      <PupilPager page={page} onPage={onPage} />
    </Stack>
  );
}
