import { onlineManager, useMutationState } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import {
  getUpdateQuizProgressMutationKey,
  useUpdateQuizProgress,
  type UpdateQuizProgressMutationVariables,
} from '@/api/generated/endpoints/member/member';
import type { QuizProgress } from '@/api/generated/model';
import { quizScope } from './use-quiz-answers';

/** How often the remaining time is saved while the pupil stays on one question (the contract's 30 s). */
export const PROGRESS_EVERY_MS = 30_000;

/**
 * The quiz's place on the server: the question on screen whenever it changes (so a closed tab
 * resumes there) and the time left every 30 seconds while online. Returns the progress the server
 * answered with, for the clock.
 */
export function useQuizPlace(
  quizId: number,
  {
    number,
    secondsLeft,
    serverNumber,
  }: { number: number | null; secondsLeft: RefObject<number>; serverNumber: number },
): QuizProgress[] {
  const call = useUpdateQuizProgress({ mutation: { scope: quizScope(quizId) } });
  const seen = useMutationState({
    filters: {
      mutationKey: getUpdateQuizProgressMutationKey(),
      predicate: (m) =>
        m.state.status === 'success' &&
        (m.state.variables as UpdateQuizProgressMutationVariables | undefined)?.quizId === quizId,
    },
    select: (m) => m.state.data as QuizProgress,
  });

  const secondsRef = secondsLeft;
  const known = useRef(serverNumber);
  useEffect(() => {
    if (number === null || number === known.current) return;
    known.current = number;
    call.mutate({ quizId, data: { current_question: number, remaining_seconds: secondsRef.current } });
    // `call.mutate` is stable.
  }, [quizId, number]);

  useEffect(() => {
    const timer = setInterval(() => {
      // Offline, the next save after the connection returns is enough: no queue of stale times.
      if (onlineManager.isOnline() && secondsRef.current > 0)
        call.mutate({ quizId, data: { remaining_seconds: secondsRef.current } });
    }, PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [quizId]);

  return seen;
}

/** Calls `handIn` once when `due` becomes true (time is up, or the server says the quiz is over). */
export function useHandInWhen(due: boolean, handIn: () => void): void {
  const done = useRef(false);
  const latest = useRef(handIn);
  latest.current = handIn;
  useEffect(() => {
    if (!due || done.current) return;
    done.current = true;
    latest.current();
  }, [due]);
}
