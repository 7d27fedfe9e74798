/** How long an unsent draft is kept: a week covers a weekend and a holiday, not a term. */
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const PREFIX = 'draft:';

interface Stored<T> {
  value: T;
  savedAt: number;
}

/** The storage key of one user's draft of one thread or form. */
export function draftKey(userId: number, scope: string): string {
  return `${PREFIX}${userId}:${scope}`;
}

/** The draft under `key`, or undefined when there is none, it is unreadable or it has expired (then it is removed). */
export function readDraft<T>(key: string, now: number = Date.now()): T | undefined {
  const raw = globalThis.localStorage?.getItem(key);
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as Partial<Stored<T>>;
    if (typeof stored.savedAt === 'number' && now - stored.savedAt < DRAFT_TTL_MS && 'value' in stored) {
      return stored.value;
    }
  } catch {
    // Written by another version or by hand: treated as no draft.
  }
  localStorage.removeItem(key);
  return undefined;
}

/** Keeps `value` under `key`; a full storage loses the draft rather than the page. */
export function writeDraft<T>(key: string, value: T, now: number = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ value, savedAt: now } satisfies Stored<T>));
  } catch {
    // Quota exceeded or storage disabled (private mode): the text stays on screen.
  }
}

export function clearDraft(key: string): void {
  globalThis.localStorage?.removeItem(key);
}

/** Removes every expired draft (of any user), so drafts nobody comes back to do not pile up. */
export function pruneDrafts(now: number = Date.now()): void {
  const storage = globalThis.localStorage;
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  );
  keys.forEach((key) => readDraft(key, now));
}

/** Removes every draft of every user (a fresh story or test starts with none). */
export function clearAllDrafts(): void {
  const storage = globalThis.localStorage;
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
  keys.forEach((key) => {
    if (key?.startsWith(PREFIX)) storage.removeItem(key);
  });
}
