import { Switch } from '@mantine/core';
import type { Package } from '@/api/generated/model';
import { t } from './strings';
import { usePackageActive } from './use-package-active';

/**
 * A package's on/off switch. It shows the cached `is_active`, which the mutation flips at once and
 * puts back on failure, so the switch never disagrees with the list or the page.
 */
export function ActiveSwitch({ pkg }: { pkg: Package }) {
  const mutation = usePackageActive();
  return (
    <Switch
      checked={pkg.is_active}
      onChange={(event) => mutation.mutate({ id: pkg.id, data: { is_active: event.currentTarget.checked } })}
      label={t.active.label}
      aria-label={t.active.name(pkg.title, pkg.course.name)}
      size="md"
      mih={44}
      display="flex"
      style={{ alignItems: 'center' }}
    />
  );
}
