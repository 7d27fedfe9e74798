import { useSyncExternalStore } from 'react';

/**
 * Whether a new build's service worker is installed and waits for the user's «به‌روزرسانی»
 * (register.ts sets it; the prompt, new-version.tsx, reads it). Kept apart from register.ts so
 * the app's entry does not carry the registration code.
 */
let waiting = false;
let activate: () => void = () => undefined;
const listeners = new Set<() => void>();

export function setNewVersionWaiting(next: boolean, apply?: () => void): void {
  if (apply) activate = apply;
  waiting = next;
  listeners.forEach((listener) => listener());
}

/** Activates the waiting build (the page reloads on it). */
export function applyNewVersion(): void {
  activate();
}

export function useNewVersionWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => waiting,
    () => false,
  );
}
