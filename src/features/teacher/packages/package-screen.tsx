import { Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams, useSearchParams } from 'react-router-dom';
import { useGetTeacherClassDashboard, useGetTeacherPackage } from '@/api/generated/endpoints/teacher/teacher';
import type { PackageActivities } from '@/api/generated/model';
import { byClass } from '@/shared/class-order';
import { parseId } from '@/shared/digits';
import { messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { TextLink } from '@/shared/ui/text-link';
import { ActiveSwitch } from './active-switch';
import { ActivityList } from './activity-list';
import { packagesHref } from './package-params';
import { t } from './strings';

/**
 * /teacher/package/{packageId}?class=… — a package as one class meets it: the switch, the
 * activities in order, and per activity (opened on demand) its skill, the class's pie and pupils.
 * Without `?class=`, the teacher's first class.
 */
export function PackageScreen() {
  const packageId = parseId(useParams().packageId);
  const asked = parseId(useSearchParams()[0].get('class'));
  const classes = useGetTeacherClassDashboard(undefined, { query: { select: byClass } });
  const classId = asked ?? classes.data?.[0]?.class.id ?? null;
  const query = useGetTeacherPackage(packageId ?? 0, classId === null ? undefined : { classId }, {
    query: { enabled: packageId !== null && classId !== null },
  });
  useDocumentTitle(t.detail.documentTitle(query.data?.package.title));
  const className = classes.data?.find((c) => c.class.id === classId)?.class.name;
  const back = classId === null ? paths.teacher.packages : packagesHref(classId);

  let body;
  if (packageId === null || query.error?.status === 404) {
    body = <EmptyState title={messageOf(query.error, t.detail.notFound)} />;
  } else if (classes.isSuccess && classes.data.length === 0) {
    body = <EmptyState title={t.list.noClass.title} description={t.list.noClass.description} />;
  } else if (query.isSuccess && classId !== null) {
    return <Loaded data={query.data} classId={classId} className={className} back={back} />;
  } else {
    // Without `?class=` the package waits for the teacher's classes (its call needs one); with it, only for itself.
    body = queryFallback(classId === null ? [classes] : [query]);
  }
  return (
    <Stack gap="xl">
      <TextLink to={back}>{t.detail.backToList}</TextLink>
      <ScreenHeading title={t.detail.title} />
      {body}
    </Stack>
  );
}

interface LoadedProps {
  data: PackageActivities;
  classId: number;
  className: string | undefined;
  back: string;
}

function Loaded({ data, classId, className, back }: LoadedProps) {
  const pkg = data.package;
  return (
    <Stack gap="xl">
      <TextLink to={back}>{t.detail.backToList}</TextLink>
      <Stack gap="xs">
        <ScreenHeading title={pkg.title} subtitle={t.detail.courseLine(pkg.course.name, className)} />
        {pkg.description && <Text>{pkg.description}</Text>}
        <Group gap="md" wrap="wrap">
          <ActiveSwitch pkg={pkg} />
          <Text fz="sm">{t.list.progress(pkg.progress_percent)}</Text>
        </Group>
      </Stack>
      {data.activities.length === 0 ? (
        <EmptyState title={t.detail.noActivities} />
      ) : (
        <ActivityList packageId={pkg.id} activities={data.activities} classId={classId} />
      )}
    </Stack>
  );
}
