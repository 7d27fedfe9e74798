import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label beside value (an order's or a receipt's lines), as a description list. */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <DataList size="md" labelWidth={128} withDivider>
      {children}
    </DataList>
  );
}

/** One line; `strong` for the amount that matters (what is paid). */
export function DetailRow({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue fw={strong ? 800 : 500} fz={strong ? 'lg' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** Numbers and codes that read left to right inside the right-to-left page (reference, card). */
export function Ltr({ children }: { children: string }) {
  return <span dir="ltr">{children}</span>;
}
