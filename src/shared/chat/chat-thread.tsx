import { Box, Divider } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import { ChatBubble } from './chat-bubble';
import { rowsOf } from './chat-rows';
import { dayLabel } from './chat-time';
import type { ChatItem, Conversation } from './conversation-core';
import { chatText as t } from './strings';

/** How close to the top (px) a reader comes before the next older page is asked for. */
const LOAD_OLDER_AT = 400;
/**
 * jsdom (unit tests) lays nothing out: there the list gets a screen's size and renders every row,
 * so a test reads the thread as a user reads it. Browsers keep the few rows on screen.
 */
const LAYOUTLESS = typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent);
/** How long a searched message stays highlighted. */
const HIGHLIGHT_MS = 6000;
/** How near the end (px) a reader's scroll keeps the thread following the newest message. */
const PIN_DISTANCE = 48;
/** How long after a wheel, touch, key or press a scroll counts as the reader's. */
const READER_SCROLL_MS = 1000;

/** Keys that scroll a region up. */
const UP_KEYS = ['ArrowUp', 'PageUp', 'Home'];

const distanceFromEnd = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight;

/** What the conversation asks of its thread. */
export interface ChatThreadHandle {
  /** Shows the newest message and follows new ones again. */
  scrollToEnd: () => void;
}

interface ChatThreadProps {
  conversation: Conversation;
  otherName: string;
  focusMessageId?: number;
  onEdit: (item: ChatItem) => void;
  onRemove: (item: ChatItem) => void;
  /** Lets the composer's send bring the newest message into view (and keep it there). */
  handleRef: Ref<ChatThreadHandle>;
}

/**
 * The messages as a virtual list in chat mode: it opens at the newest message, follows new ones
 * while the reader is at the end, keeps its place when older pages are put on top, and only the
 * rows on screen are in the page, so a 5,000-message thread scrolls smoothly.
 */
export function ChatThread({ conversation, otherName, focusMessageId, onEdit, onRemove, handleRef }: ChatThreadProps) {
  const { items, isMine, hasOlder, loadingOlder, loadOlder, retry, discard } = conversation;
  const rows = useMemo(() => rowsOf(items), [items]);
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer is a mutable instance that re-renders this list itself; nothing here is memoised on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (rows[index]?.day ? 128 : 84),
    getItemKey: (index) => rows[index]!.key,
    overscan: LAYOUTLESS ? rows.length : 6,
    anchorTo: 'end',
    followOnAppend: true,
    // jsdom's elements measure 0 × 0, which would leave the list empty.
    ...(LAYOUTLESS
      ? {
          observeElementRect: (_: unknown, report: (rect: { width: number; height: number }) => void) =>
            report({ width: 800, height: 600 }),
        }
      : {}),
  });
  // The virtualizer is one instance for the list's life; its count is always the rows'.
  const scrollToEnd = useCallback(() => {
    const count = virtualizer.options.count;
    if (count > 0) virtualizer.scrollToIndex(count - 1, { align: 'end' });
  }, [virtualizer]);
  // Pinned to the newest message: a thread opens there and stays there while pictures (which come
  // after the text) and measured rows make it taller, until the reader scrolls up. A searched
  // message unpins it; the reader scrolling back to the end, or sending, pins it again.
  const pinned = useRef(focusMessageId === undefined);
  const userScrolling = useRef(0);
  useImperativeHandle(handleRef, () => ({
    scrollToEnd: () => {
      pinned.current = true;
      scrollToEnd();
    },
  }));
  const focusDone = useRef<number | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);

  // On every mount (StrictMode's second one resets the scroller to the top) and every new row while pinned.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (pinned.current && element && distanceFromEnd(element) > 1) scrollToEnd();
  }, [rows.length, scrollToEnd]);

  // Rows growing after they were drawn (a picture loading) or the box changing height (the composer
  // growing) keep the end in view; scrolled in the next frame, after the virtualizer has measured.
  const totalSize = virtualizer.getTotalSize();
  // The virtualizer watches the box's size itself (a resize observer of our own on it would loop).
  const viewHeight = virtualizer.scrollRect?.height ?? 0;
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const frame = requestAnimationFrame(() => {
      // Straight to the bottom: the virtualizer follows the scroll like a reader's and measures what it shows.
      if (pinned.current && distanceFromEnd(element) > 1) element.scrollTop = element.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [totalSize, viewHeight]);

  // A searched message: older pages until it is there, then scroll to it and highlight it.
  useEffect(() => {
    if (focusMessageId === undefined || focusDone.current === focusMessageId || rows.length === 0) return;
    const index = rows.findIndex((row) => row.item.id === focusMessageId);
    if (index < 0) {
      if (hasOlder) {
        if (!loadingOlder) loadOlder();
        return;
      }
      // Not in the thread any more (deleted): open at the newest message as usual.
      focusDone.current = focusMessageId;
      pinned.current = true;
      virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
      return;
    }
    focusDone.current = focusMessageId;
    virtualizer.scrollToIndex(index, { align: 'center' });
    setHighlighted(focusMessageId);
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [focusMessageId, rows, hasOlder, loadingOlder, loadOlder, virtualizer]);

  // What the reader does (wheel, touch, keys, the scroll bar) tells their scrolling from the list's own.
  const noteReader = () => {
    userScrolling.current = Date.now();
  };
  // Turning the wheel or pressing a key upwards leaves the end at once (before the scroll event comes).
  const readerUp = () => {
    noteReader();
    pinned.current = false;
  };
  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const byReader = Date.now() - userScrolling.current < READER_SCROLL_MS;
    if (byReader) pinned.current = distanceFromEnd(element) <= PIN_DISTANCE;
    else if (pinned.current && distanceFromEnd(element) > 1) {
      // Something else moved a pinned thread (a remount, a row above resized): back to the end.
      scrollToEnd();
      return;
    }
    if (pinned.current || !hasOlder || loadingOlder) return;
    if (element.scrollTop < LOAD_OLDER_AT) loadOlder();
  };

  return (
    <Box
      ref={scroller}
      role="region"
      aria-label={t.threadLabel(otherName)}
      // Focusable so the keyboard can scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      onScroll={onScroll}
      onWheel={(event) => (event.deltaY < 0 ? readerUp() : noteReader())}
      onTouchMove={noteReader}
      onPointerDown={noteReader}
      onKeyDown={(event) => (UP_KEYS.includes(event.key) ? readerUp() : noteReader())}
      // The virtualizer keeps the reader's place itself; the browser's own scroll anchoring would correct twice.
      // It takes the conversation's height less the composer's (and the older button's), at least 200 px.
      style={{
        overflowY: 'auto',
        overflowX: 'hidden',
        overscrollBehavior: 'contain',
        overflowAnchor: 'none',
        flex: '1 1 0',
        minHeight: 200,
      }}
    >
      <div style={{ height: totalSize, position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index]!;
          return (
            <div
              key={virtual.key}
              data-index={virtual.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${virtual.start}px)`,
              }}
            >
              {row.day && <Divider label={dayLabel(row.day)} labelPosition="center" py="xs" px="sm" />}
              <ChatBubble
                item={row.item}
                mine={isMine(row.item)}
                senderName={isMine(row.item) ? t.you : otherName}
                focused={highlighted !== null && row.item.id === highlighted}
                onEdit={onEdit}
                onRemove={onRemove}
                onRetry={retry}
                onDiscard={discard}
              />
            </div>
          );
        })}
      </div>
    </Box>
  );
}
