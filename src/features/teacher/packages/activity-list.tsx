import { Accordion, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PackageActivity } from '@/api/generated/model';
import { ActivityDetails } from './activity-details';
import { t } from './strings';
import { StatusChip } from '@/shared/ui/status-chip';

interface ActivityListProps {
  packageId: number;
  activities: PackageActivity[];
  classId: number;
}

/**
 * The activities in the package's order, each opened on demand: an activity's three calls (skill,
 * pie, pupils) are asked only when the teacher opens it, so a long package costs one call to show.
 */
export function ActivityList({ packageId, activities, classId }: ActivityListProps) {
  const [opened, setOpened] = useState<string[]>([]);
  const sorted = [...activities].sort((a, b) => a.order - b.order);
  return (
    <section aria-labelledby="package-activities">
      <Title id="package-activities" order={2} size="h4" mb="sm">
        {t.detail.activitiesTitle}
      </Title>
      <Accordion multiple value={opened} onChange={setOpened} variant="separated" radius="lg">
        {sorted.map((activity) => {
          const value = String(activity.id);
          return (
            <Accordion.Item key={activity.id} value={value}>
              <Accordion.Control mih={44}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{t.detail.step(activity.order, activity.title)}</Text>
                  <StatusChip variant="light" color="gray">
                    {t.detail.kinds[activity.kind]}
                  </StatusChip>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {opened.includes(value) && (
                  <ActivityDetails packageId={packageId} activity={activity} classId={classId} />
                )}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </section>
  );
}
