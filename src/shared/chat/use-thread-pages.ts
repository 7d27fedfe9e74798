import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ChatMessage, ChatThread } from '@/api/generated/model';

/** One page's query options: the newest page without `beforeId`, an older one with it. */
export type PageOptions = (beforeId?: number) => UseQueryOptions<ChatThread, Error, ChatThread, readonly unknown[]>;

/** How often the newest page is asked again while the thread is open. */
export const NEWEST_EVERY_MS = 15_000;

const oldestFirst = (a: ChatMessage, b: ChatMessage) =>
  a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : a.id - b.id;

/** The loaded pages as one list, oldest first, each message once (pages overlap after a refresh). */
export function mergeThread(pages: (ChatThread | undefined)[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of pages) for (const message of page?.messages ?? []) byId.set(message.id, message);
  return [...byId.values()].sort(oldestFirst);
}

/**
 * A thread's pages: the newest (refreshed after each send and every 15 s) and one query per older cursor, each
 * cached on its own. A refreshed newest page drops its oldest messages when new ones arrive; a
 * «bridge» page before its new oldest message then fills the gap above the first older page.
 */
export function useThreadPages(pageOptions: PageOptions, threadId: string) {
  const [state, setState] = useState<{ threadId: string; cursors: number[] }>({ threadId, cursors: [] });
  // Another thread in the same place starts again from its newest page.
  const cursors = state.threadId === threadId ? state.cursors : [];
  // The newest page is asked again every 15 s while the page is in front, so an answer shows up
  // without a reload (the contract has no push channel).
  const newestQuery = useQueries({ queries: [{ ...pageOptions(), refetchInterval: NEWEST_EVERY_MS }] })[0]!;
  const newestOldest = newestQuery.data?.messages[0]?.id;
  const bridge =
    cursors.length > 0 && newestOldest !== undefined && newestOldest > cursors[0]! && newestQuery.data?.has_more
      ? [newestOldest]
      : [];
  const older = useQueries({ queries: [...bridge, ...cursors].map((beforeId) => pageOptions(beforeId)) });
  const last = older[older.length - 1] ?? newestQuery;
  const oldestId = last.data?.messages[0]?.id;
  const loadingOlder = older.length > 0 && last.isFetching;
  // Merged again only when a page's answer changed, so the bubbles (memoised) keep their props.
  const datas = [newestQuery.data, ...older.map((page) => page.data)];
  const merged = useRef<{ datas: (ChatThread | undefined)[]; messages: ChatMessage[] }>({ datas: [], messages: [] });
  if (datas.length !== merged.current.datas.length || datas.some((data, i) => data !== merged.current.datas[i]))
    merged.current = { datas, messages: mergeThread(datas) };
  return {
    newest: newestQuery,
    messages: merged.current.messages,
    // An older page on its way (or failed) still counts: there is more above until it says otherwise.
    hasOlder: Boolean(last.data?.has_more) || (older.length > 0 && (last.isPending || last.isError)),
    loadingOlder,
    olderError: older.length > 0 && last.isError ? last.error : null,
    loadOlder: () => {
      if (last.isError) void last.refetch();
      else if (last.data?.has_more && oldestId !== undefined && !loadingOlder && !cursors.includes(oldestId))
        setState({ threadId, cursors: [...cursors, oldestId] });
    },
  };
}
