import { Box, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { StudentRecordPage } from '@/api/generated/model';
import { isFiltered, pickedClassOf, pupilQueryOf, usePupilAddress } from '@/shared/pupil-search/pupil-address';
import { PastLastPage, PupilPager } from '@/shared/pupil-search/pupil-pager';
import { PupilSearchBox } from '@/shared/pupil-search/search-box';
import { useSchoolScope } from '@/shared/routing/use-school-scope';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, LoadingState, queryFallback } from '@/shared/ui/states';
import { StudentRow } from './student-row';
import { t } from './strings';
import { useClassChoices, useStudentRecords } from './use-students-data';

/**
 * /school/students — the school's pupils, searchable and filtered by class, a page at a time; the
 * word, class and page live in the address; the office sees the same list of any school at
 * /organization/school/:schoolId/students. The school's classes give the filter and check an
 * address's class.
 * The last page stays on screen while the next one loads, so paging and typing never blank the list.
 */
export function StudentsScreen() {
  useDocumentTitle(t.list.documentTitle);
  const { role } = useSchoolScope();
  const [address, change] = usePupilAddress();
  const classes = useClassChoices();
  const classIds = classes.data?.map((klass) => klass.id) ?? [];
  const records = useStudentRecords(pupilQueryOf(address, classIds), classes.isSuccess);
  const pastLastPage = records.error?.status === 404 && address.page > 1;
  // The records are asked once the classes are known (they check the address's class): until then
  // only the classes decide (a disabled records call stays pending, which would hide their error).
  const waiting = queryFallback(classes.isSuccess ? [classes, records] : [classes]);

  return (
    <Stack gap="lg">
      <ScreenHeading title={t.list.title} subtitle={t.list.subtitle[role]} />
      <Group align="flex-start" gap="sm" wrap="wrap">
        <PupilSearchBox value={address.q} onSearch={(q) => change({ q }, { replace: true })} />
        {classes.data && classes.data.length > 1 && (
          <NativeSelect
            label={t.list.classFilter}
            value={String(pickedClassOf(address, classIds) ?? '')}
            onChange={(event) =>
              change({ classId: event.currentTarget.value ? Number(event.currentTarget.value) : null })
            }
            data={[
              { value: '', label: t.list.allClasses },
              ...classes.data.map((klass) => ({ value: String(klass.id), label: klass.name })),
            ]}
            size="md"
            styles={{ input: { minHeight: 44 } }}
            w={{ base: '100%', xs: 200 }}
          />
        )}
      </Group>
      {pastLastPage ? (
        <PastLastPage text={t.list.pastLastPage} onFirstPage={() => change({ page: 1 })} />
      ) : waiting ? (
        waiting
      ) : records.data ? (
        <StudentsList
          page={records.data}
          updating={records.isPlaceholderData}
          filtered={isFiltered(address)}
          current={address.page}
          onPage={(page) => change({ page })}
          onClear={() => change({ q: '', classId: null })}
        />
      ) : (
        <LoadingState />
      )}
    </Stack>
  );
}

interface StudentsListProps {
  page: StudentRecordPage;
  /** True while the shown page is the previous answer and the asked one is on its way. */
  updating: boolean;
  filtered: boolean;
  /** The page in the address (the pager and «صفحهٔ … از …» follow it before the answer comes). */
  current: number;
  onPage: (page: number) => void;
  onClear: () => void;
}

function StudentsList({ page, updating, filtered, current, onPage, onClear }: StudentsListProps) {
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

  return (
    <Stack gap="sm">
      <Text c="dimmed" role="status">
        {updating ? t.list.updating : t.list.count(page.count)}
      </Text>
      {page.total_pages > 1 && (
        <Text size="sm" c="dimmed">
          {t.list.pageOf(current, page.total_pages)}
        </Text>
      )}
      <Box
        component="ul"
        aria-busy={updating}
        p={0}
        m={0}
        style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)', opacity: updating ? 0.6 : 1 }}
      >
        {page.results.map((pupil) => (
          <StudentRow key={pupil.id} pupil={pupil} />
        ))}
      </Box>
      <PupilPager page={page} current={current} onPage={onPage} />
    </Stack>
  );
}
