import { useCallback, useRef, useState } from 'react';
import { useSession } from '@/shared/auth/session-context';
import { clearDraft, draftKey, pruneDrafts, readDraft, writeDraft } from './draft-store';

// Expired drafts are swept once per page load, when the first draft is read.
let swept = false;

function load<T>(key: string | null, initial: T): T {
  if (!swept) {
    swept = true;
    pruneDrafts();
  }
  return (key === null ? undefined : readDraft<T>(key)) ?? initial;
}

/**
 * A value the user is writing, kept per signed-in user and per `scope` (a thread, a form) in
 * local storage, so a reload, an expired token or a sign-in again loses nothing. Returns the value,
 * its setter (which stores it) and `clear`, to call once the server has it. Without a user it is
 * plain state. A draft expires after DRAFT_TTL_MS.
 */
export function useDraft<T>(scope: string, initial: T): [T, (value: T) => void, () => void] {
  const userId = useSession().user?.id;
  const key = userId === undefined ? null : draftKey(userId, scope);
  // `initial` is a default, like useState's: a new literal each render must not renew `clear`.
  const initialRef = useRef(initial);
  const [state, setState] = useState(() => ({ key, value: load(key, initial) }));
  // Another thread or another user: that one's draft, read during render so no frame shows the old one.
  let current = state;
  if (state.key !== key) {
    current = { key, value: load(key, initialRef.current) };
    setState(current);
  }
  const set = useCallback(
    (value: T) => {
      if (key) writeDraft(key, value);
      setState({ key, value });
    },
    [key],
  );
  const clear = useCallback(() => {
    if (key) clearDraft(key);
    setState({ key, value: initialRef.current });
  }, [key]);
  return [current.value, set, clear];
}
