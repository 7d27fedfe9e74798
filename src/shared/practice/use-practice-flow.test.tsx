import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { AnswerResult, NextQuestion } from '@/api/generated/model';
import { AppWrapper } from '@/testing/app-wrapper';
import { example, failing } from '@/testing/handlers';
import { server } from '@/testing/setup';
import { usePracticeFlow } from './use-practice-flow';

const first = example('getNextQuestion', 'multipleChoice') as NextQuestion;
const second = example('getNextQuestion', 'numeric') as NextQuestion;
const verdict = example('submitAnswer', 'correct') as AnswerResult;
const wrapper = ({ children }: { children: ReactNode }) => <AppWrapper signedInAs="student">{children}</AppWrapper>;
const params = { skillName: 'm4-number-patterns' };

/** Answers the next-question call with `first`, then `second` once an answer has been sent. */
function serveQuestions() {
  const sent: unknown[] = [];
  server.use(
    http.get('*/member/questions/', () => HttpResponse.json(sent.length ? second : first)),
    http.post('*/member/questions/answer/', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(verdict);
    }),
  );
  return sent;
}

describe('usePracticeFlow', () => {
  it('keeps the answered question on screen while the next one is fetched, then shows it at once', async () => {
    const sent = serveQuestions();
    const { result } = renderHook(() => usePracticeFlow({ params }), { wrapper });
    await waitFor(() => expect(result.current.current?.question?.id).toBe(first.question!.id));
    const answer = { type: 'multiple_choice', choice_id: 'b' } as const;
    act(() => result.current.setAnswer(answer));
    act(() => result.current.send());
    await waitFor(() => expect(result.current.verdict).toEqual(verdict));
    expect(sent).toEqual([expect.objectContaining({ question_id: first.question!.id, answer })]);
    // The next question is fetched already, but the verdict's question stays until «پرسش بعدی».
    await waitFor(() => expect(result.current.query.data?.question?.id).toBe(second.question!.id));
    expect(result.current.current?.question?.id).toBe(first.question!.id);
    act(() => result.current.goNext());
    expect(result.current.current?.question?.id).toBe(second.question!.id);
    expect(result.current.answer).toBeNull();
    expect(result.current.verdict).toBeNull();
  });

  it('keeps the answer when sending fails, and sends it again on retry', async () => {
    serveQuestions();
    server.use(failing('post', '/member/questions/answer/', 500, 'سرور در دسترس نیست'));
    const { result } = renderHook(() => usePracticeFlow({ params }), { wrapper });
    await waitFor(() => expect(result.current.current?.question).toBeTruthy());
    act(() => result.current.setAnswer({ type: 'numeric', number: '12.5' }));
    act(() => result.current.send());
    await waitFor(() => expect(result.current.submit.error).toBeInstanceOf(ApiError));
    expect(result.current.answer).toEqual({ type: 'numeric', number: '12.5' });
    expect(result.current.verdict).toBeNull();
    serveQuestions();
    act(() => result.current.send());
    await waitFor(() => expect(result.current.verdict).toEqual(verdict));
  });
});
