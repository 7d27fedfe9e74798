import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { withQuery } from '@/shared/routing/href';
import { parseId } from '@/shared/digits';

/** The query parameter that names the open classmate, so a reload or «back» keeps the dialog as it was. */
export const CLASSMATE_PARAM = 'classmate';

/** Marks a history entry the list itself pushed, so closing can step back instead of adding another entry. */
interface OpenedFromList {
  classmateFromList?: boolean;
}

/** `/class?classmate=167` — the address of a classmate's dialog. */
export function classmateHref(id: number): string {
  return withQuery(paths.student.class, { [CLASSMATE_PARAM]: id });
}

/** The state a classmate link carries (see `useClassmateParam`'s `close`). */
export const openedFromList: OpenedFromList = { classmateFromList: true };

/**
 * The classmate named in the address, and how to close their dialog: a dialog the list opened
 * goes back one step (so «back» after closing does not reopen it); one opened from a shared or
 * reloaded address drops the parameter in place.
 */
export function useClassmateParam(): { id: number | null; close: () => void } {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // A missing or malformed id (any digit set is read) opens no dialog.
  const id = parseId(params.get(CLASSMATE_PARAM));
  const close = () => {
    if ((location.state as OpenedFromList | null)?.classmateFromList) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(CLASSMATE_PARAM);
    setParams(next, { replace: true });
  };
  return { id, close };
}
