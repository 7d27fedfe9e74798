import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { useListTeacherPackages } from '@/api/generated/endpoints/teacher/teacher';
import type { TeacherClassCard } from '@/api/generated/model';
import { parseId } from '@/shared/digits';
import { errors, messageOf } from '@/shared/i18n/errors';
import { pickedClass, TeacherClasses } from '@/shared/teacher/teacher-classes';
import { PickLinks } from '@/shared/ui/pick-links';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui/states';
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
  return (
    <Stack gap="xl">
      <ScreenHeading title={t.list.title} subtitle={t.list.subtitle} />
      <TeacherClasses noClass={t.list.noClass}>{(cards) => <Picked cards={cards} />}</TeacherClasses>
    </Stack>
  );
}

function Picked({ cards }: { cards: TeacherClassCard[] }) {
  const card = pickedClass(cards, parseId(useSearchParams()[0].get('class')));
  if (!card) return <EmptyState title={t.list.unknownClass} />;
  return (
    <Stack gap="lg">
      <PickLinks
        label={t.list.classesLabel}
        items={cards.map(({ class: c }) => ({ id: c.id, name: c.name, href: packagesHref(c.id) }))}
        current={card.class.id}
      />
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
