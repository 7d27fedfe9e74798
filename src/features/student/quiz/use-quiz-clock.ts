import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getGetMyQuizSessionQueryKey } from '@/api/generated/endpoints/member/member';
import type { QuizProgress, QuizSession } from '@/api/generated/model';

/** When the pupil is warned that time is nearly up. */
export const WARN_AT_SECONDS = 60;

const ms = (iso: string) => new Date(iso).getTime();

/** The newest of the progress objects by the server's clock. */
function newest(progress: readonly QuizProgress[]): QuizProgress {
  return progress.reduce((a, b) => (ms(b.server_time) > ms(a.server_time) ? b : a));
}

interface Anchor {
  /** The server's time of the progress, and the quiz's end, in ms since the epoch. */
  serverTime: number;
  endsAt: number;
  /** performance.now() when that progress arrived: elapsed time is measured on this clock. */
  seenAt: number;
}

/**
 * Seconds left in a quiz by the server's clock: the newest progress (the session, or the answer
 * of any later call) says when the quiz ends and what time it was on the server; the time since
 * is measured with the page's monotonic clock, so a wrong device clock, or one changed during the
 * quiz, changes nothing. The newest progress is also written into the cached session, so the
 * answers it carries stay on screen after their calls leave the mutation cache.
 */
export function useQuizClock(session: QuizSession, sessionUpdatedAt: number, later: readonly QuizProgress[]) {
  const client = useQueryClient();
  const quizId = session.quiz.id;
  const latest = newest([session.progress, ...later]);

  const anchor = useRef<Anchor | null>(null);
  if (!anchor.current || ms(latest.server_time) > anchor.current.serverTime) {
    // The session may have been fetched a moment ago: count that moment as elapsed.
    const age = latest === session.progress ? Math.max(0, Date.now() - sessionUpdatedAt) : 0;
    anchor.current = {
      serverTime: ms(latest.server_time),
      endsAt: ms(latest.ends_at),
      seenAt: performance.now() - age,
    };
  }

  useEffect(() => {
    if (latest === session.progress) return;
    client.setQueryData<QuizSession>(getGetMyQuizSessionQueryKey(quizId), (cached) =>
      cached && ms(cached.progress.server_time) < ms(latest.server_time) ? { ...cached, progress: latest } : cached,
    );
  }, [client, quizId, latest, session.progress]);

  const remaining = () => {
    const { serverTime, endsAt, seenAt } = anchor.current!;
    return Math.max(0, Math.ceil((endsAt - serverTime - (performance.now() - seenAt)) / 1000));
  };
  const [seconds, setSeconds] = useState(remaining);
  useEffect(() => {
    const tick = () => setSeconds(remaining());
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
    // `remaining` reads the anchor ref, which only moves when `latest` does.
  }, [latest]);

  return { seconds, timeUp: seconds <= 0, warning: seconds <= WARN_AT_SECONDS };
}
