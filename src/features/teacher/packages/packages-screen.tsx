import { Button, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetTeacherClassDashboard, useListTeacherPackages } from '@/api/generated/endpoints/teacher/teacher';
import type { TeacherClassCard } from '@/api/generated/model';
import { errors, messageOf } from '@/shared/i18n/errors';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
import { parseId } from '@/shared/digits';
import { PackageCard } from './package-card';
import { packagesHref } from './package-params';
import { t } from './strings';

/**
 * /teacher/packages?class=… — one class's packages (the teacher works class by class: progress is
 * that class's average, and the package page needs the class for its activity calls). The class
 * lives in the address; without it, the teacher's first class.
 */
export function PackagesScreen() {
  useDocumentTitle(t.list.documentTitle);
  const classes = useGetTeacherClassDashboard();
  return (
    <Stack gap="xl">
      <ScreenHeading title={t.list.title} subtitle={t.list.subtitle} />
      {classes.isSuccess ? (
        classes.data.length === 0 ? (
          <EmptyState title={t.list.noClass.title} description={t.list.noClass.description} />
        ) : (
          <Picked cards={classes.data} />
        )
      ) : classes.isError && !classes.isFetching ? (
        <ErrorState message={messageOf(classes.error, errors.fetchData)} onRetry={() => void classes.refetch()} />
      ) : (
        <LoadingState />
      )}
    </Stack>
  );
}

function Picked({ cards }: { cards: TeacherClassCard[] }) {
  const asked = parseId(useSearchParams()[0].get('class'));
  const card = asked === null ? cards[0]! : cards.find((c) => c.class.id === asked);
  if (!card) return <EmptyState title={t.list.unknownClass} />;
  return (
    <Stack gap="lg">
      <Group component="nav" aria-label={t.list.classesLabel} gap="xs">
        {cards.map(({ class: c }) => (
          <Button
            key={c.id}
            component={Link}
            to={packagesHref(c.id)}
            mih={44}
            variant={c.id === card.class.id ? 'filled' : 'default'}
            aria-current={c.id === card.class.id ? 'page' : undefined}
          >
            {c.name}
          </Button>
        ))}
      </Group>
      <ClassPackages classId={card.class.id} />
    </Stack>
  );
}

function ClassPackages({ classId }: { classId: number }) {
  const query = useListTeacherPackages({ classId });
  if (query.isSuccess) {
    if (query.data.length === 0)
      return <EmptyState title={t.list.empty.title} description={t.list.empty.description} />;
    return (
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} classId={classId} />
        ))}
      </Stack>
    );
  }
  if (query.isError && !query.isFetching) {
    return <ErrorState message={messageOf(query.error, errors.fetchData)} onRetry={() => void query.refetch()} />;
  }
  return <LoadingState />;
}
