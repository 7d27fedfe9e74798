import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { common } from '@/shared/i18n/common';
import { useOnline } from '@/shared/ui/offline-notice';
import { EmptyState } from '@/shared/ui/states';
import { pwaText } from './strings';

/** A page's code that could not be fetched: the browser's words for a failed dynamic import (Chromium, Firefox, Safari) or Vite's preload. */
const MISSING_CODE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i;

export function isMissingCode(error: unknown): boolean {
  return error instanceof Error && MISSING_CODE.test(error.message);
}

function reload() {
  window.location.reload();
}

/** The file named in a missing-code error (`…/assets/report-screen-x.js`), to try before reloading. */
export function missingFile(error: unknown): string | undefined {
  return error instanceof Error ? /\/assets\/[^\s'"]+\.(?:js|css)/.exec(error.message)?.[0] : undefined;
}

/** Whether the code file can be had now (through the service worker, which keeps it when it comes). */
function canLoad(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = file.endsWith('.css') ? 'style' : 'script';
    link.href = file;
    const done = (loaded: boolean) => () => {
      link.remove();
      resolve(loaded);
    };
    link.onload = done(true);
    link.onerror = done(false);
    document.head.append(link);
  });
}

/** How long to wait before trying the missing file again, once the browser says it is online. */
const TRY_AGAIN_MS = 2000;
/** Tries after one `online` (a minute): a file gone for good (a new build) is not asked for forever. */
const MAX_TRIES = 30;

/**
 * Inside the signed-in frame, a page whose code this device has not kept and cannot fetch: without
 * a connection it says so, in the frame, with the menu still there, and opens the page by itself
 * when the connection returns (pages opened once open offline: vite.config.ts, `PWA`); online, the
 * code is gone because a new build replaced it, and a reload opens the page on the new build.
 * «Online» is the browser's word, which may come before the network carries anything: the page
 * reloads once `file` (the code that failed) can be fetched, trying again every 2 s until then.
 */
export function PageOffline({ onRetry = reload, file }: { onRetry?: () => void; file?: string }) {
  const text = useOnline() ? pwaText.pageReplaced : pwaText.pageOffline;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let left = false;
    let tries = 0;
    const key = `page-offline-reloads:${file ?? ''}`;
    const reloads = () => Number(sessionStorage.getItem(key) ?? 0);
    const reopen = () => {
      sessionStorage.setItem(key, String(reloads() + 1));
      onRetry();
    };
    const attempt = async () => {
      clearTimeout(timer);
      if (left || !navigator.onLine) return;
      if (!file || (await canLoad(file))) return left ? undefined : reopen();
      tries += 1;
      if (!left && tries < MAX_TRIES) timer = setTimeout(() => void attempt(), TRY_AGAIN_MS);
    };
    const online = () => void attempt();
    window.addEventListener('online', online);
    // Online already (the connection came back while the page was loading, or the network carried
    // nothing yet): try now too. This reopens the page at most 3 times a session for one file, so
    // a half-working network cannot loop it; after that the button does.
    if (file && navigator.onLine && reloads() < 3) void attempt();
    return () => {
      left = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [onRetry, file]);
  return (
    <EmptyState
      title={text.title}
      description={text.body}
      action={
        <Button mih={44} onClick={onRetry}>
          {common.retry}
        </Button>
      }
    />
  );
}

/**
 * The `errorElement` of the pages inside a layout: missing code is `PageOffline` in the frame;
 * any other error goes on to the root's «مشکلی پیش آمد» (router.tsx).
 */
export function PageError() {
  const error = useRouteError();
  if (!isMissingCode(error)) throw error;
  return <PageOffline file={missingFile(error)} />;
}
