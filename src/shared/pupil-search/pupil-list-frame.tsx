import { Box, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import type { ApiError } from '@/api/api-error';
import type { PageMeta } from '@/api/generated/model';
import type { QueryLike } from '@/shared/ui/query-phase';
import { EmptyState, LoadingState, queryFallback } from '@/shared/ui/states';
import { isFiltered, pickedClassOf, type PupilAddress } from './pupil-address';
import { PastLastPage, PupilPager } from './pupil-pager';
import { PupilSearchBox } from './search-box';

/** A class the list can be narrowed to. */
export interface PupilClassChoice {
  id: number;
  name: string;
}

/** One page of a pupils list, as every records call answers it. */
export type PupilPage<Row> = PageMeta & { results: Row[] };

/** The screen's own wording of its list (each slice's `t.list` fits it). */
export interface PupilListText {
  classFilter: string;
  allClasses: string;
  /** «۵۲ دانش‌آموز» */
  count: (count: number) => string;
  /** «صفحهٔ ۲ از ۲۰» above the rows of a list of several pages; none when absent. */
  pageOf?: (page: number, pages: number) => string;
  /** Said in place of the count while the previous page stays on screen and the asked one loads. */
  updating?: string;
  empty: { title: string; description: string };
  noMatch: { title: string; description: string };
  clearSearch: string;
  pastLastPage: { title: string; action: string };
}

/** The address setter of `usePupilAddress`. */
type ChangeAddress = (next: Partial<PupilAddress>, options?: { replace?: boolean }) => void;

export interface PupilListFrameProps<Row extends { id: number }> {
  /** The screen's heading, first in the frame. */
  heading?: ReactNode;
  address: PupilAddress;
  onChange: ChangeAddress;
  /**
   * The call that must answer before the records are asked (it gives the filter's classes and
   * checks the address's class): until it has, only it decides loading and error.
   */
  classes: QueryLike<unknown> & { isSuccess: boolean };
  /** The filter's classes (undefined until `classes` has answered); the filter shows for two or more. */
  choices: readonly PupilClassChoice[] | undefined;
  /** The page of pupils; `isPlaceholderData` when the previous page is kept while the next loads. */
  records: QueryLike<PupilPage<Row>> & { error: ApiError | null; isPlaceholderData?: boolean };
  text: PupilListText;
  /** One pupil's row, an `<li>`. */
  renderRow: (row: Row) => ReactNode;
  /** Shown beside the search and filter (the school's «دریافت فایل»). */
  actions?: ReactNode;
}

/**
 * The frame every pupils list shares (the teacher's and the school's): the search box and the class
 * filter, the count, the rows, the pager, «nothing matches» with «پاک کردن جستجو», the empty list,
 * a page past the last (the server answers 404: an answer with the way back to page 1, not a failure
 * to retry), loading and errors. The screen keeps its calls and its rows; the word, class and page
 * live in the address (`usePupilAddress`).
 */
export function PupilListFrame<Row extends { id: number }>({
  heading,
  address,
  onChange,
  classes,
  choices,
  records,
  text,
  renderRow,
  actions,
}: PupilListFrameProps<Row>) {
  const pastLastPage = records.error?.status === 404 && address.page > 1;
  // The records are asked once the classes are known: until then only the classes decide (a
  // disabled records call stays pending, which would hide their error).
  const waiting = queryFallback(classes.isSuccess ? [classes, records] : [classes]);

  return (
    <Stack gap="lg">
      {heading}
      <Group align="flex-start" gap="sm" wrap="wrap">
        <PupilSearchBox value={address.q} onSearch={(q) => onChange({ q }, { replace: true })} />
        {choices && choices.length > 1 && (
          <NativeSelect
            label={text.classFilter}
            value={String(
              pickedClassOf(
                address,
                choices.map((choice) => choice.id),
              ) ?? '',
            )}
            onChange={(event) =>
              onChange({ classId: event.currentTarget.value ? Number(event.currentTarget.value) : null })
            }
            data={[
              { value: '', label: text.allClasses },
              ...choices.map((choice) => ({ value: String(choice.id), label: choice.name })),
            ]}
            size="md"
            styles={{ input: { minHeight: 44 } }}
            w={{ base: '100%', xs: 200 }}
          />
        )}
        {actions && <Box style={{ alignSelf: 'flex-end' }}>{actions}</Box>}
      </Group>
      {pastLastPage ? (
        <PastLastPage text={text.pastLastPage} onFirstPage={() => onChange({ page: 1 })} />
      ) : waiting ? (
        waiting
      ) : records.data ? (
        <PupilRows
          page={records.data}
          updating={records.isPlaceholderData ?? false}
          filtered={isFiltered(address)}
          current={address.page}
          text={text}
          renderRow={renderRow}
          onPage={(page) => onChange({ page })}
          onClear={() => onChange({ q: '', classId: null })}
        />
      ) : (
        <LoadingState />
      )}
    </Stack>
  );
}

interface PupilRowsProps<Row> {
  page: PupilPage<Row>;
  /** True while the shown page is the previous answer and the asked one is on its way. */
  updating: boolean;
  filtered: boolean;
  /** The page in the address (the pager and «صفحهٔ … از …» follow it before the answer comes). */
  current: number;
  text: PupilListText;
  renderRow: (row: Row) => ReactNode;
  onPage: (page: number) => void;
  onClear: () => void;
}

function PupilRows<Row extends { id: number }>({
  page,
  updating,
  filtered,
  current,
  text,
  renderRow,
  onPage,
  onClear,
}: PupilRowsProps<Row>) {
  if (page.results.length === 0)
    return filtered ? (
      <EmptyState
        title={text.noMatch.title}
        description={text.noMatch.description}
        action={
          <Button variant="light" mih={44} onClick={onClear}>
            {text.clearSearch}
          </Button>
        }
      />
    ) : (
      <EmptyState title={text.empty.title} description={text.empty.description} />
    );

  return (
    <Stack gap="sm">
      <Text c="dimmed" role="status">
        {updating && text.updating ? text.updating : text.count(page.count)}
      </Text>
      {text.pageOf && page.total_pages > 1 && (
        <Text size="sm" c="dimmed">
          {text.pageOf(current, page.total_pages)}
        </Text>
      )}
      <Box
        component="ul"
        aria-busy={updating}
        p={0}
        m={0}
        style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)', opacity: updating ? 0.6 : 1 }}
      >
        {page.results.map((row) => (
          <Fragment key={row.id}>{renderRow(row)}</Fragment>
        ))}
      </Box>
      <PupilPager page={page} current={current} onPage={onPage} />
    </Stack>
  );
}
