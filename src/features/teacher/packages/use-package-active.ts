import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  getGetTeacherPackageQueryKey,
  getListTeacherPackagesQueryKey,
  useUpdatePackageActive,
} from '@/api/generated/endpoints/teacher/teacher';
import type { Package, PackageActivities } from '@/api/generated/model';
import { errors, messageOf } from '@/shared/i18n/errors';
import { notify } from '@/shared/ui/notify';
import { t } from './strings';

type Snapshot = [QueryKey, unknown][];

const withActive = (pkg: Package, id: number, isActive: boolean): Package =>
  pkg.id === id ? { ...pkg, is_active: isActive } : pkg;

/**
 * The package on/off switch, optimistic: every cached list (any class) and the package's own page
 * flip at once; a failure puts back what was cached and says why (the server's words, else the
 * catalogue's «خطا در ارسال اطلاعات»); a success says what changed. Both are read again afterwards,
 * so progress and the switch agree with the server.
 */
export function usePackageActive() {
  const client = useQueryClient();
  const listKey = getListTeacherPackagesQueryKey();
  return useUpdatePackageActive<unknown, { snapshot: Snapshot; title: string }>({
    mutation: {
      onMutate: async ({ id, data }) => {
        const detailKey = getGetTeacherPackageQueryKey(id);
        await Promise.all([client.cancelQueries({ queryKey: listKey }), client.cancelQueries({ queryKey: detailKey })]);
        const snapshot: Snapshot = [
          ...client.getQueriesData({ queryKey: listKey }),
          ...client.getQueriesData({ queryKey: detailKey }),
        ];
        client.setQueriesData<Package[]>({ queryKey: listKey }, (list) =>
          list?.map((pkg) => withActive(pkg, id, data.is_active)),
        );
        client.setQueriesData<PackageActivities>({ queryKey: detailKey }, (page) =>
          page ? { ...page, package: withActive(page.package, id, data.is_active) } : page,
        );
        const title = findTitle(snapshot, id);
        return { snapshot, title };
      },
      onError: (error, _variables, context) => {
        context?.snapshot.forEach(([key, value]) => client.setQueryData(key, value));
        notify({ message: messageOf(error, errors.sendInformation), color: 'red' });
      },
      onSuccess: (_answer, { data }, context) => {
        const title = context?.title ?? '';
        notify({ message: data.is_active ? t.active.turnedOn(title) : t.active.turnedOff(title), color: 'teal' });
      },
      onSettled: (_answer, _error, { id }) => {
        void client.invalidateQueries({ queryKey: listKey });
        void client.invalidateQueries({ queryKey: getGetTeacherPackageQueryKey(id) });
      },
    },
  });
}

/** The package's title from whatever was cached (a list or its own page), for the notification. */
function findTitle(snapshot: Snapshot, id: number): string {
  for (const [, value] of snapshot) {
    if (Array.isArray(value)) {
      const pkg = (value as Package[]).find((p) => p.id === id);
      if (pkg) return pkg.title;
    } else if (value && typeof value === 'object' && 'package' in value) {
      return (value as PackageActivities).package.title;
    }
  }
  return '';
}
