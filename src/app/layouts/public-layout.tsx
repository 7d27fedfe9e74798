import { Box } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { getListPartnersQueryOptions } from '@/api/generated/endpoints/public/public';
import { Footer } from '@/app/public/footer';
import { useFooterWanted } from '@/app/public/footer-visibility';
import { PageLoadingBar, usePageLoading } from '@/app/public/page-loading-bar';
import { PartnerCarouselSkeleton } from '@/app/public/partner-carousel-skeleton';
import { TOP_BAR, TopBar } from '@/app/public/top-bar';
import { paths } from '@/shared/routing/paths';

const loadCarousel = () => import('@/app/public/partner-carousel');
// Below the fold and only on `/`: Embla and the logos load after the page, off the first load.
const PartnerCarousel = lazy(() => loadCarousel().then((m) => ({ default: m.PartnerCarousel })));

/** Longest wait for an idle moment before the carousel loads anyway. */
const CAROUSEL_IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `then` once the browser has reported the first contentful paint (at once when it already
 * has; after a short timer where paint timing is not available). Returns a cancel function.
 */
function afterFirstPaint(then: () => void): () => void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    const timer = window.setTimeout(then, 300);
    return () => window.clearTimeout(timer);
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
}

/**
 * True once the page has painted, the browser was idle, and the carousel's code and partners are
 * in. Until then the carousel's skeleton holds its place: nothing for the first paint to wait for,
 * and the carousel then renders once, with its data, as an interruptible transition.
 */
function useCarouselReady(wanted: boolean): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    let cancelIdle = () => {};
    const load = () =>
      void Promise.allSettled([loadCarousel(), queryClient.prefetchQuery(getListPartnersQueryOptions())]).then(
        () => live && startTransition(() => setReady(true)),
      );
    const cancelPaint = afterFirstPaint(() => {
      // Safari has no requestIdleCallback: load at once.
      if (typeof window.requestIdleCallback !== 'function') return load();
      const idle = window.requestIdleCallback(load, { timeout: CAROUSEL_IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(idle);
    });
    return () => {
      live = false;
      cancelPaint();
      cancelIdle();
    };
  }, [wanted, ready, queryClient]);
  return ready;
}

interface PublicLayoutProps {
  /** Show the footer (default true); a route may also opt out with `handle: { footer: false }`. */
  footer?: boolean;
}

/** Public pages: the floating top bar, the page, the partner carousel on `/` only, then the footer. */
export function PublicLayout({ footer = true }: PublicLayoutProps) {
  const { pathname } = useLocation();
  const routeWantsFooter = useFooterWanted();
  const loading = usePageLoading();
  const home = pathname === paths.home;
  const carouselReady = useCarouselReady(home);
  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }}>
      <PageLoadingBar loading={loading} />
      <TopBar />
      {/* The bar floats over the page, so the page starts below it (bar height plus its top gap). */}
      <Box
        component="main"
        aria-busy={loading}
        flex={1}
        pt={{ base: TOP_BAR.height.base + TOP_BAR.offset * 2, md: TOP_BAR.height.md + TOP_BAR.offset * 2 }}
      >
        <Outlet />
        {home &&
          (carouselReady ? (
            <Suspense fallback={<PartnerCarouselSkeleton />}>
              <PartnerCarousel />
            </Suspense>
          ) : (
            <PartnerCarouselSkeleton />
          ))}
      </Box>
      {footer && routeWantsFooter && <Footer />}
    </Box>
  );
}
