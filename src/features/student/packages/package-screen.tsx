import { Anchor, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { useGetMyPackageActivities } from '@/api/generated/endpoints/member/member';
import { paths } from '@/shared/routing/paths';
import { useRouteIds } from '@/shared/routing/use-route-ids';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { queryFallback } from '@/shared/ui/states';
import { PackageView } from './package-view';
import { t } from './strings';

/**
 * /package/{packageId} — a package's activities in the order they unlock. An id that cannot exist,
 * and a package the server does not know (or the teacher switched off: 404), read «not found».
 */
export function PackageScreen() {
  const { packageId } = useRouteIds('packageId');
  const activities = useGetMyPackageActivities(packageId ?? 0, { query: { enabled: packageId !== null } });
  const notFound = packageId === null || activities.error?.status === 404;
  useDocumentTitle(t.documentTitle(notFound ? t.notFound.title : (activities.data?.package.title ?? t.title)));

  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={paths.student.courseReview}
        mih={44}
        display="inline-flex"
        style={{ alignItems: 'center', alignSelf: 'flex-start' }}
      >
        {t.backToList}
      </Anchor>
      {notFound ? (
        <ScreenHeading title={t.notFound.title} subtitle={t.notFound.description} />
      ) : activities.isSuccess ? (
        <PackageView data={activities.data} />
      ) : (
        <>
          <ScreenHeading title={t.title} />
          {queryFallback([activities])}
        </>
      )}
    </Stack>
  );
}
