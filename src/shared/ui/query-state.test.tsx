import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { renderWithApp } from '@/testing/render';
import { queryPhase, type QueryLike } from './query-phase';
import { EmptyState, QueryState, queryFallback } from './states';

function query<T>(over: Partial<QueryLike<T>>): QueryLike<T> {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    isFetching: false,
    error: null,
    refetch: vi.fn(),
    ...over,
  };
}

const isEmpty = (list: string[]) => list.length === 0;

describe('queryPhase', () => {
  it('is loading while pending, and while a failed query is fetched again', () => {
    expect(queryPhase(query({ isPending: true, isFetching: true }))).toBe('loading');
    expect(queryPhase(query({ isError: true, isFetching: true }))).toBe('loading');
  });
  it('is an error when the call failed or answered nothing', () => {
    expect(queryPhase(query({ isError: true }))).toBe('error');
    expect(queryPhase(query({}))).toBe('error');
  });
  it('is empty or ready by the screen’s own test, even while fetching in the background', () => {
    expect(queryPhase(query({ data: [] as string[] }), isEmpty)).toBe('empty');
    expect(queryPhase(query({ data: ['الف'], isFetching: true }), isEmpty)).toBe('ready');
    expect(queryPhase(query({ data: [] as string[] }))).toBe('ready');
  });
  it('keeps what the user sees when a refresh in the background fails', () => {
    expect(queryPhase(query({ data: ['الف'], isError: true }), isEmpty)).toBe('ready');
  });
});

describe('QueryState', () => {
  it('shows the skeleton with what is loading, as a status', () => {
    renderWithApp(
      <QueryState query={query<string[]>({ isPending: true })} loadingLabel="در حال بارگذاری دانش‌آموزان…">
        {() => 'x'}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('در حال بارگذاری دانش‌آموزان…');
  });

  it('shows the server’s Persian message, else the catalogue’s, and «تلاش دوباره» fetches again', async () => {
    const refetch = vi.fn();
    const { unmount } = renderWithApp(
      <QueryState query={query<string[]>({ isError: true, error: new Error('boom'), refetch })}>
        {() => 'x'}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(errors.fetchData);
    expect(screen.getByRole('alert')).not.toHaveTextContent('boom');
    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('shows the empty state, then the data', () => {
    const { rerender } = renderWithApp(
      <QueryState
        query={query({ data: [] as string[] })}
        isEmpty={isEmpty}
        empty={<EmptyState title="دانش‌آموزی نیست" />}
      >
        {(list) => list.join('، ')}
      </QueryState>,
    );
    expect(screen.getByText('دانش‌آموزی نیست')).toBeVisible();
    rerender(
      <QueryState
        query={query({ data: ['سارا', 'علی'] })}
        isEmpty={isEmpty}
        empty={<EmptyState title="دانش‌آموزی نیست" />}
      >
        {(list) => list.join('، ')}
      </QueryState>,
    );
    expect(screen.getByText('سارا، علی')).toBeVisible();
  });
});

describe('queryFallback', () => {
  it('waits for every query and retries only the ones that failed', async () => {
    const ok = query({ data: 1 });
    const failed = query<number>({ isError: true });
    expect(queryFallback([ok])).toBeNull();
    renderWithApp(<>{queryFallback([ok, failed])}</>);
    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
  });

  it('shows the skeleton while any is still loading', () => {
    renderWithApp(<>{queryFallback([query({ data: 1 }), query({ isPending: true }), query({ isError: true })])}</>);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
