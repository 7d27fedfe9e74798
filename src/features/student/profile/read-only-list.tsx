import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from './strings';

/** Fields the pupil reads but cannot change here, label beside value. */
export function ReadOnlyList({ children }: { children: ReactNode }) {
  return (
    <DataList size="md" labelWidth={104}>
      {children}
    </DataList>
  );
}

export function ReadOnlyRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** Username, phone and codes read left-to-right inside the right-to-left page; missing: «ثبت نشده». */
export function Ltr({ value }: { value: string | null | undefined }) {
  return value ? <span dir="ltr">{value}</span> : t.notSet;
}
