import { useQueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getGetMyCupsReportQueryKey,
  getGetMyQuizDetailsQueryKey,
  getGetNextQuestionQueryKey,
  getGetQuestionByKeyQueryKey,
} from '@/api/generated/endpoints/member/member';
import { getGetContactInfoQueryKey } from '@/api/generated/endpoints/public/public';
import { AppWrapper } from '@/testing/app-wrapper';
import { useRefreshProgress } from './use-refresh-progress';

describe('useRefreshProgress', () => {
  it("marks the pupil's other reads stale, and leaves the question calls and others' reads alone", () => {
    const { result } = renderHook(() => ({ refresh: useRefreshProgress(), client: useQueryClient() }), {
      wrapper: ({ children }) => <AppWrapper signedInAs="student">{children}</AppWrapper>,
    });
    const stale = [getGetMyCupsReportQueryKey(), getGetMyQuizDetailsQueryKey(7)];
    const kept = [
      getGetNextQuestionQueryKey({ skillName: 'number-patterns' }),
      getGetQuestionByKeyQueryKey('m4-number-patterns-1'),
      getGetContactInfoQueryKey(),
    ];
    for (const key of [...stale, ...kept]) result.current.client.setQueryData(key, {});
    act(() => result.current.refresh());
    const invalidated = (key: readonly unknown[]) => result.current.client.getQueryState(key)?.isInvalidated;
    for (const key of stale) expect(invalidated(key), String(key[0])).toBe(true);
    for (const key of kept) expect(invalidated(key), String(key[0])).toBe(false);
  });
});
