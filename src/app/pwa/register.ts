/**
 * The service worker (vite.config.ts, `PWA`), registered after the page has loaded (main.tsx), so
 * it never competes with the first page for the network. It says when a new build is waiting (the
 * «نسخهٔ تازه» prompt) and is handed the code this page loaded before it was in control, so a page
 * opened once opens again without the network.
 */
import { registerSW } from 'virtual:pwa-register';
import { setNewVersionWaiting } from './new-version-state';

/** How often an open tab asks whether a new build is out (a pupil may leave the app open all day). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The same-origin code and fonts this page has loaded so far (hashed files under /assets/). */
function loadedCode(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

/**
 * Hands the worker what the page loaded before the worker controlled it (Workbox's CACHE_URLS
 * message: each file goes through the worker's own route into the `code` cache), and looks for a
 * new build every hour.
 */
function keepLoadedCode(registration: ServiceWorkerRegistration): void {
  const send = () =>
    void navigator.serviceWorker.ready.then((ready) => {
      ready.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: loadedCode() } });
    });
  send();
  // Again once the new worker has taken the page (clientsClaim): what loaded in between is kept too.
  navigator.serviceWorker.addEventListener('controllerchange', send, { once: true });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

/**
 * Lets the waiting build take over, then reloads onto it. The reload is ours: Workbox reloads only
 * when the page already had a worker when it registered, not in a tab that installed the first
 * build and then found a new one (the hourly check).
 */
function activate(update: (reload?: boolean) => Promise<void>): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  void update(true);
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh: () => setNewVersionWaiting(true, () => activate(update)),
    onRegisteredSW: (_url, registration) => {
      if (registration) keepLoadedCode(registration);
    },
  });
}
