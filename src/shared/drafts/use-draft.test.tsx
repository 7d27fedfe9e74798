import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppWrapper } from '@/testing/app-wrapper';
import { loginAs } from '@/testing/fixtures';
import { DRAFT_TTL_MS, draftKey, readDraft, writeDraft } from './draft-store';
import { useDraft } from './use-draft';

const asStudent = ({ children }: { children: ReactNode }) => <AppWrapper signedInAs="student">{children}</AppWrapper>;
// Coming back later: the wrapper keeps what storage holds (tokens and drafts).
const asStudentAgain = ({ children }: { children: ReactNode }) => (
  <AppWrapper signedInAs="student" keepStorage>
    {children}
  </AppWrapper>
);
const asVisitor = ({ children }: { children: ReactNode }) => <AppWrapper>{children}</AppWrapper>;

describe('useDraft', () => {
  it('keeps what the user typed per user and scope, gives it back on a new mount, and forgets it once cleared', () => {
    const first = renderHook(() => useDraft('chat:7', ''), { wrapper: asStudent });
    act(() => first.result.current[1]('سلام خانم'));
    first.unmount();

    const again = renderHook(() => useDraft('chat:7', ''), { wrapper: asStudentAgain });
    expect(again.result.current[0]).toBe('سلام خانم');
    const other = renderHook(() => useDraft('chat:8', ''), { wrapper: asStudentAgain });
    expect(other.result.current[0]).toBe('');

    act(() => again.result.current[2]());
    expect(again.result.current[0]).toBe('');
    const afterSend = renderHook(() => useDraft('chat:7', ''), { wrapper: asStudentAgain });
    expect(afterSend.result.current[0]).toBe('');
  });

  it('never gives one user’s draft to another on the same device', () => {
    const sara = loginAs('student').user;
    writeDraft(draftKey(sara.id + 1, 'chat:7'), 'مال کس دیگر');
    const { result } = renderHook(() => useDraft('chat:7', ''), { wrapper: asStudentAgain });
    expect(result.current[0]).toBe('');
  });

  it('reads the new scope’s draft when the scope changes (another thread)', () => {
    const { result, rerender } = renderHook(({ scope }) => useDraft(scope, ''), {
      wrapper: asStudent,
      initialProps: { scope: 'chat:7' },
    });
    act(() => result.current[1]('برای هفت'));
    rerender({ scope: 'chat:8' });
    expect(result.current[0]).toBe('');
    rerender({ scope: 'chat:7' });
    expect(result.current[0]).toBe('برای هفت');
  });

  it('stores nothing for a visitor', () => {
    const { result } = renderHook(() => useDraft('chat:7', ''), { wrapper: asVisitor });
    act(() => result.current[1]('x'));
    expect(result.current[0]).toBe('x');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });
});

describe('the draft store', () => {
  it('forgets a draft older than its expiry', () => {
    const key = draftKey(101, 'survey:3');
    const now = Date.now();
    writeDraft(key, { a: 1 }, now);
    expect(readDraft(key, now + DRAFT_TTL_MS - 1)).toEqual({ a: 1 });
    expect(readDraft(key, now + DRAFT_TTL_MS)).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('treats an unreadable entry as no draft', () => {
    localStorage.setItem(draftKey(101, 'x'), '{not json');
    expect(readDraft(draftKey(101, 'x'))).toBeUndefined();
  });
});
