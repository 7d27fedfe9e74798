import { Switch } from '@mantine/core';
import type { Package } from '@/api/generated/model';
import { t } from './strings';
import { usePackageActive } from './use-package-active';

/** Which of several packages with the same title and course this one is (1-based), in list order. */
export interface SameNamed {
  index: number;
  total: number;
}

/**
 * A package's on/off switch. It shows the cached `is_active`, which the mutation flips at once and
 * puts back on failure, so the switch never disagrees with the list or the page. Its visible label
 * is the state («فعال» / «غیرفعال»); its name («فعال بودن بستهٔ …») says which package it turns,
 * `copy` telling apart packages of one title and course.
 */
export function ActiveSwitch({ pkg, copy }: { pkg: Package; copy?: SameNamed }) {
  const mutation = usePackageActive();
  return (
    <Switch
      checked={pkg.is_active}
      onChange={(event) => mutation.mutate({ id: pkg.id, data: { is_active: event.currentTarget.checked } })}
      label={pkg.is_active ? t.active.on : t.active.off}
      aria-label={t.active.name(pkg.title, pkg.course.name, copy)}
      size="md"
      mih={44}
      display="flex"
      style={{ alignItems: 'center' }}
    />
  );
}
