/**
 * Answers that survive a dropped connection and a reload. React Query pauses a mutation while
 * the browser is offline and resumes it when the connection returns; the persister keeps the
 * paused ones (only those: no query data) in localStorage, so closing the tab or reloading does
 * not lose them. A restored mutation has no component callbacks and no function of its own, so
 * each answer call's function is registered as the mutation default of its generated key.
 */
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { useSyncExternalStore } from 'react';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  getAnswerQuizQuestionMutationOptions,
  getAnswerReviewQuestionMutationOptions,
  getMarkSolutionUnderstoodMutationOptions,
  getSubmitAnswerMutationOptions,
  getSubmitQuizMutationOptions,
  getUpdateQuizProgressMutationOptions,
} from '@/api/generated/endpoints/member/member';

/** The localStorage key of the answers waiting to be sent. */
const PENDING_ANSWERS_KEY = 'pending-answers';

/** A week: an answer older than this is dropped rather than sent into a different school week. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Ids of the mutations restored from storage at start, so a reopened question adopts its own. */
export const restoredAnswerIds = new Set<number>();

/** Gives every answer call's key its function, so a restored answer can be sent. */
function registerAnswerCalls(client: QueryClient): void {
  // The answer calls whose waiting answers are kept: practice, reviews, and a quiz's answers,
  // its place and its hand-in (sent in order: they share the quiz's mutation scope).
  const calls = [
    getSubmitAnswerMutationOptions(),
    getAnswerReviewQuestionMutationOptions(),
    getMarkSolutionUnderstoodMutationOptions(),
    getAnswerQuizQuestionMutationOptions(),
    getUpdateQuizProgressMutationOptions(),
    getSubmitQuizMutationOptions(),
  ] as const;
  for (const { mutationKey, mutationFn } of calls) {
    if (mutationKey) client.setMutationDefaults(mutationKey, { mutationFn: mutationFn as never });
  }
}

let restoring = false;
const listeners = new Set<() => void>();
const setRestoring = (value: boolean) => {
  restoring = value;
  listeners.forEach((listener) => listener());
};

/**
 * Keeps the paused answers of this client in localStorage from now on, after restoring (and
 * resuming) those a previous visit of the same pupil (`owner`, the user id) left: another
 * pupil's answers on a shared device are dropped, never sent in this pupil's name. Returns the
 * function that stops keeping them.
 */
export function keepAnswersOffline(client: QueryClient, owner: number): () => void {
  registerAnswerCalls(client);
  setRestoring(true);
  const [unsubscribe, restored] = persistQueryClient({
    queryClient: client,
    persister: createAsyncStoragePersister({ storage: window.localStorage, key: PENDING_ANSWERS_KEY }),
    maxAge: MAX_AGE_MS,
    buster: `answers-1:${owner}`,
    dehydrateOptions: {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: (mutation) => mutation.state.isPaused,
    },
  });
  void restored
    .then(() => {
      for (const mutation of client.getMutationCache().getAll()) restoredAnswerIds.add(mutation.mutationId);
      return client.resumePausedMutations();
    })
    .finally(() => setRestoring(false));
  return unsubscribe;
}

/** True while the answers of a previous visit are being restored (a question waits for them). */
export function useAnswersRestoring(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => restoring,
  );
}
