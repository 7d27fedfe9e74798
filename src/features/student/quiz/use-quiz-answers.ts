import { useMutationState, type MutationState } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  getAnswerQuizQuestionMutationKey,
  useAnswerQuizQuestion,
  type AnswerQuizQuestionMutationVariables,
} from '@/api/generated/endpoints/member/member';
import type { AnswerValue, QuestionType, QuizProgress, QuizSession } from '@/api/generated/model';

/** A quiz's calls share one mutation scope, so its answers, moves and hand-in reach the server in order. */
export const quizScope = (quizId: number) => ({ id: `quiz-${quizId}` });

/** How long a typed answer waits for the next key before it is saved. */
export const TYPING_SAVE_MS = 700;

/** Types whose answer grows key by key; the others (a choice, a tap) are saved at once. */
const TYPED: ReadonlySet<QuestionType> = new Set(['numeric', 'short_answer', 'fraction', 'blanks']);

export interface QuizAnswerState {
  answer: AnswerValue | null;
  flagged: boolean;
}

/** What became of a question's latest answer, as the pupil is told. */
export type SaveState = 'none' | 'typing' | 'saving' | 'waiting' | 'failed' | 'saved';

type AnswerCall = Pick<
  MutationState<QuizProgress, unknown, AnswerQuizQuestionMutationVariables>,
  'status' | 'isPaused' | 'data' | 'submittedAt' | 'error'
> & { variables: AnswerQuizQuestionMutationVariables };

/**
 * A quiz's answers and flags as the pupil sees them: what the server had saved, then every
 * answer call of this quiz still in the mutation cache (sent, waiting offline, failed, or
 * restored after a reload), then what is being typed. The cache, not this hook, is the record of
 * what is unsent, so an answer waiting for the connection survives leaving the question.
 */
export function useQuizAnswers(session: QuizSession) {
  const quizId = session.quiz.id;
  const call = useAnswerQuizQuestion({ mutation: { scope: quizScope(quizId) } });
  const calls = useMutationState({
    filters: {
      mutationKey: getAnswerQuizQuestionMutationKey(),
      predicate: (m) => (m.state.variables as AnswerQuizQuestionMutationVariables | undefined)?.quizId === quizId,
    },
    select: (m) => m.state as AnswerCall,
  });
  // What is being typed and not sent yet: kept in a ref (sending is no state update) and copied
  // to state for rendering.
  const typingRef = useRef(new Map<number, QuizAnswerState>());
  const [typing, setTyping] = useState<ReadonlyMap<number, QuizAnswerState>>(new Map());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const { answers, lastCall } = useMemo(() => {
    const merged = new Map<number, QuizAnswerState>();
    for (const saved of session.progress.answers)
      merged.set(saved.question_id, { answer: saved.answer ?? null, flagged: saved.flagged });
    const last = new Map<number, AnswerCall>();
    for (const sent of [...calls].sort((a, b) => a.submittedAt - b.submittedAt)) {
      const { question_id, answer, flagged } = sent.variables.data;
      merged.set(question_id, {
        answer: answer ?? null,
        flagged: flagged ?? merged.get(question_id)?.flagged ?? false,
      });
      last.set(question_id, sent);
    }
    for (const [id, state] of typing) merged.set(id, state);
    return { answers: merged, lastCall: last };
  }, [session.progress.answers, calls, typing]);

  const answersRef = useRef(answers);
  answersRef.current = answers;

  const send = useCallback(
    (questionId: number, state: QuizAnswerState) =>
      call.mutate({ quizId, data: { question_id: questionId, answer: state.answer, flagged: state.flagged } }),
    // `call.mutate` is stable; the quiz is fixed for the hook's life.
    [quizId],
  );

  /** Sends what is being typed for a question now (leaving it, hiding the page, handing in). */
  const flush = useCallback(
    (questionId?: number) => {
      const typed = typingRef.current;
      if (!typed.size) return;
      for (const [id, state] of [...typed]) {
        if (questionId !== undefined && id !== questionId) continue;
        clearTimeout(timers.current.get(id));
        timers.current.delete(id);
        typed.delete(id);
        send(id, state);
      }
      setTyping(new Map(typed));
    },
    [send],
  );

  const setAnswer = useCallback(
    (questionId: number, type: QuestionType, answer: AnswerValue | null) => {
      const state = { answer, flagged: answersRef.current.get(questionId)?.flagged ?? false };
      if (!TYPED.has(type)) {
        send(questionId, state);
        return;
      }
      typingRef.current.set(questionId, state);
      setTyping(new Map(typingRef.current));
      clearTimeout(timers.current.get(questionId));
      timers.current.set(
        questionId,
        setTimeout(() => flush(questionId), TYPING_SAVE_MS),
      );
    },
    [send, flush],
  );

  const toggleFlag = useCallback(
    (questionId: number) => {
      flush(questionId);
      const current = answersRef.current.get(questionId);
      send(questionId, { answer: current?.answer ?? null, flagged: !current?.flagged });
    },
    [send, flush],
  );

  /** Sends a question's latest answer again after a failure. */
  const retry = useCallback(
    (questionId: number) => send(questionId, answersRef.current.get(questionId) ?? { answer: null, flagged: false }),
    [send],
  );

  // Hiding or leaving the page saves what is being typed; the timers die with the screen.
  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    const pending = timers.current;
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      pending.forEach(clearTimeout);
    };
  }, [flush]);

  const saveStateOf = useCallback(
    (questionId: number): SaveState => {
      if (typing.has(questionId)) return 'typing';
      const last = lastCall.get(questionId);
      if (!last) return answers.has(questionId) ? 'saved' : 'none';
      if (last.status === 'pending') return last.isPaused ? 'waiting' : 'saving';
      return last.status === 'error' ? 'failed' : 'saved';
    },
    [typing, lastCall, answers],
  );

  const waitingCount = [...lastCall.values()].filter((c) => c.status === 'pending' && c.isPaused).length;
  /** The latest progress the server answered an answer call with (for the clock). */
  const progressSeen = calls.flatMap((c) => (c.status === 'success' && c.data ? [c.data] : []));

  // An answer refused with 400 means time is up or the quiz was handed in elsewhere: hand in now.
  const closed = calls.some((c) => c.status === 'error' && c.error instanceof ApiError && c.error.status === 400);

  return { answers, setAnswer, toggleFlag, retry, flush, saveStateOf, waitingCount, progressSeen, closed };
}

/** Whether a question counts as answered (flag alone is not an answer). */
export const isAnswered = (state: QuizAnswerState | undefined): boolean => Boolean(state?.answer);
