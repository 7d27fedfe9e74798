import { lazy, Suspense } from 'react';
import { applyNewVersion, setNewVersionWaiting, useNewVersionWaiting } from './new-version-state';

// Loaded when a new build is waiting (online, since the worker just fetched it), not with every first page.
const NewVersionPrompt = lazy(() => import('./new-version-prompt').then((m) => ({ default: m.NewVersionPrompt })));

/** The prompt while a new build waits for the user (register.ts). */
export function NewVersion() {
  const waiting = useNewVersionWaiting();
  if (!waiting) return null;
  return (
    <Suspense>
      <NewVersionPrompt onUpdate={applyNewVersion} onLater={() => setNewVersionWaiting(false)} />
    </Suspense>
  );
}
