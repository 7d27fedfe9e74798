import type { UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '@/shared/auth/session-context';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft-store';

/**
 * Keeps a @mantine/form's values as one user's draft of one form (`scope`, e.g. `quiz:new`), so
 * a reload, an expired token or a sign-in again gives back what was typed. The draft is put into
 * the form once it mounts, saved on every change the user makes (the initial values are not a
 * draft), and forgotten by the returned `clear`, to call once the server has the form.
 */
export function useFormDraft<Values extends object>(
  form: Pick<UseFormReturnType<Values>, 'values' | 'setValues' | 'isDirty'>,
  scope: string,
): () => void {
  const userId = useSession().user?.id;
  const key = userId === undefined ? null : draftKey(userId, scope);
  const restored = useRef<string | null>(null);
  const { values, setValues } = form;
  // Mantine gives a new isDirty each render; read it through a ref so only a change of the values
  // saves (a re-render after `clear`, while the call is on its way, must not write the draft back).
  const isDirty = useRef(form.isDirty);
  isDirty.current = form.isDirty;

  useEffect(() => {
    if (key === null || restored.current === key) return;
    restored.current = key;
    const saved = readDraft<Partial<Values>>(key);
    // Merged over the form's values: a field added since the draft was written keeps its default.
    if (saved && typeof saved === 'object') setValues(saved);
  }, [key, setValues]);

  useEffect(() => {
    // Before the restore has run, the values are the defaults and must not overwrite the draft.
    if (key === null || restored.current !== key || !isDirty.current()) return;
    writeDraft(key, values);
  }, [key, values]);

  return useCallback(() => {
    if (key) clearDraft(key);
  }, [key]);
}
