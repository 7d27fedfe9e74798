import { Box, Divider } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
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

interface ChatThreadProps {
  conversation: Conversation;
  otherName: string;
  focusMessageId?: number;
  onEdit: (item: ChatItem) => void;
  onRemove: (item: ChatItem) => void;
  /** Receives the virtualizer, so the composer's send can bring the newest message into view. */
  virtualizerRef: RefObject<Virtualizer<HTMLDivElement, Element> | null>;
}

/**
 * The messages as a virtual list in chat mode: it opens at the newest message, follows new ones
 * while the reader is at the end, keeps its place when older pages are put on top, and only the
 * rows on screen are in the page, so a 5,000-message thread scrolls smoothly.
 */
export function ChatThread({
  conversation,
  otherName,
  focusMessageId,
  onEdit,
  onRemove,
  virtualizerRef,
}: ChatThreadProps) {
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
  virtualizerRef.current = virtualizer;
  const started = useRef(false);
  const focusDone = useRef<number | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);

  // A chat opens at its newest message (unless a searched message is to be shown instead).
  useLayoutEffect(() => {
    if (started.current || rows.length === 0 || focusMessageId !== undefined) return;
    started.current = true;
    virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [rows.length, focusMessageId, virtualizer]);

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
      started.current = true;
      virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
      return;
    }
    focusDone.current = focusMessageId;
    started.current = true;
    virtualizer.scrollToIndex(index, { align: 'center' });
    setHighlighted(focusMessageId);
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [focusMessageId, rows, hasOlder, loadingOlder, loadOlder, virtualizer]);

  const onScroll = () => {
    const element = scroller.current;
    if (!started.current || !element || !hasOlder || loadingOlder) return;
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
      // The virtualizer keeps the reader's place itself; the browser's own scroll anchoring would correct twice.
      style={{ overflowY: 'auto', overflowX: 'hidden', overscrollBehavior: 'contain', overflowAnchor: 'none' }}
      // What a phone's screen leaves after the header, the other party's card, the composer and the
      // pupil's bottom bar (about 400 px), so the composer shows without scrolling the page.
      h="clamp(240px, calc(100dvh - 400px), 640px)"
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
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
