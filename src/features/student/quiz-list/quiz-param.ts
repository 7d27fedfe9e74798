import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { parseId } from '@/shared/digits';
import { withQuery } from '@/shared/routing/href';
import { paths } from '@/shared/routing/paths';

/** The query parameter naming the quiz whose details are open, so a reload or a shared link keeps them. */
export const QUIZ_PARAM = 'quiz';

/** Marks a history entry the list itself pushed, so closing can step back instead of adding another entry. */
interface OpenedFromList {
  quizFromList?: boolean;
}

/** `/student/quiz?quiz=501` — the address of a quiz's details. */
export function quizDetailsHref(id: number): string {
  return withQuery(paths.student.quiz.root, { [QUIZ_PARAM]: id });
}

/** The state a details link carries (see `useQuizParam`'s `close`). */
export const openedFromList: OpenedFromList = { quizFromList: true };

/**
 * The quiz named in the address, and how to close its details: details the list opened go back
 * one step (so «back» after closing does not reopen them); details opened from a shared or
 * reloaded address drop the parameter in place.
 */
export function useQuizParam(): { id: number | null; close: () => void } {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // A missing or malformed id (any digit set is read) opens no details.
  const id = parseId(params.get(QUIZ_PARAM));
  const close = () => {
    if ((location.state as OpenedFromList | null)?.quizFromList) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(QUIZ_PARAM);
    setParams(next, { replace: true });
  };
  return { id, close };
}
