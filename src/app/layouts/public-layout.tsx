import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '@/app/public/footer';
import { useFooterWanted } from '@/app/public/footer-visibility';
import { PageLoadingBar, usePageLoading } from '@/app/public/page-loading-bar';
import { TOP_BAR, TopBar } from '@/app/public/top-bar';
import { paths } from '@/shared/routing/paths';

// Below the fold and only on `/`: Embla and the logos load after the page, off the first load.
const PartnerCarousel = lazy(() =>
  import('@/app/public/partner-carousel').then((m) => ({ default: m.PartnerCarousel })),
);

interface PublicLayoutProps {
  /** Show the footer (default true); a route may also opt out with `handle: { footer: false }`. */
  footer?: boolean;
}

/** Public pages: the floating top bar, the page, the partner carousel on `/` only, then the footer. */
export function PublicLayout({ footer = true }: PublicLayoutProps) {
  const { pathname } = useLocation();
  const routeWantsFooter = useFooterWanted();
  const loading = usePageLoading();
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
        {pathname === paths.home && (
          <Suspense fallback={null}>
            <PartnerCarousel />
          </Suspense>
        )}
      </Box>
      {footer && routeWantsFooter && <Footer />}
    </Box>
  );
}
