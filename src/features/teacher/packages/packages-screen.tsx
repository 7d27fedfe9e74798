import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { useListTeacherPackages } from '@/api/generated/endpoints/teacher/teacher';
import type { Package, TeacherClassCard } from '@/api/generated/model';
import { parseId } from '@/shared/digits';
import { pickedClass, TeacherClasses } from '@/shared/teacher/teacher-classes';
import { PickLinks } from '@/shared/ui/pick-links';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState, QueryState } from '@/shared/ui/states';
import type { SameNamed } from './active-switch';
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

/** Per package, which of the list's packages with its title and course it is, when there are several. */
function sameNamed(packages: readonly Package[]): Map<number, SameNamed> {
  const groups = new Map<string, Package[]>();
  for (const pkg of packages) {
    const key = `${pkg.course.id}:${pkg.title}`;
    groups.set(key, [...(groups.get(key) ?? []), pkg]);
  }
  const copies = new Map<number, SameNamed>();
  for (const group of groups.values())
    if (group.length > 1) group.forEach((pkg, i) => copies.set(pkg.id, { index: i + 1, total: group.length }));
  return copies;
}

function ClassPackages({ classId }: { classId: number }) {
  const query = useListTeacherPackages({ classId });
  return (
    <QueryState
      query={query}
      isEmpty={(packages) => packages.length === 0}
      empty={<EmptyState title={t.list.empty.title} description={t.list.empty.description} />}
    >
      {(packages) => {
        const copies = sameNamed(packages);
        return (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {packages.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} classId={classId} copy={copies.get(pkg.id)} />
            ))}
          </Stack>
        );
      }}
    </QueryState>
  );
}
