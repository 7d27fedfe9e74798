import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { getListChannelMessagesQueryOptions } from '@/api/generated/endpoints/chat/chat';
import type { ChannelMessage } from '@/api/generated/model';

/** Messages per page: the contract's default. */
export const CHANNEL_PAGE_SIZE = 20;

const newestFirst = (a: ChannelMessage, b: ChannelMessage) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

/**
 * The loaded pages as one list, newest first. Pages are cut by position, so a message posted
 * while someone reads pushes the next page's first message onto the end of this one: each
 * message is kept once.
 */
export function mergePages(pages: ChannelMessage[][]): ChannelMessage[] {
  const byId = new Map<number, ChannelMessage>();
  for (const message of pages.flat()) byId.set(message.id, message);
  return [...byId.values()].sort(newestFirst);
}

/**
 * One class-and-course channel, newest first like the contract's pages, older pages added on
 * request. One query per page from the generated query options, so each page is cached and
 * refreshed on its own (the contract pages by number, not by cursor).
 */
export function useChannelPages(classId: number, courseId: number) {
  const [pageCount, setPageCount] = useState(1);
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) =>
      getListChannelMessagesQueryOptions({ classId, courseId, page: index + 1, size: CHANNEL_PAGE_SIZE }),
    ),
  });
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;
  return {
    first,
    last,
    messages: mergePages(pages.map((page) => page.data?.results ?? [])),
    pageCount,
    // The newest answer knows best how many pages there are now.
    totalPages: last.data?.total_pages ?? first.data?.total_pages ?? 1,
    loadOlder: () => setPageCount((count) => count + 1),
  };
}

export type ChannelPages = ReturnType<typeof useChannelPages>;
