import { Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import type { HomeworkSummary } from '@/api/generated/model';
import { HomeworkCard } from './homework-card';
import { homeworkGroups, type HomeworkGroup } from './homework-groups';
import { t } from './strings';

/** The three groups as tabs (open first), each tab saying how many it holds. */
export function HomeworkTabs({ groups, today }: { groups: Record<HomeworkGroup, HomeworkSummary[]>; today: string }) {
  const [tab, setTab] = useState<HomeworkGroup>('open');
  return (
    <Tabs value={tab} onChange={(value) => setTab((value as HomeworkGroup | null) ?? 'open')} variant="pills">
      <Tabs.List aria-label={t.list.groupsLabel} grow mb="md">
        {homeworkGroups.map((group) => (
          <Tabs.Tab key={group} value={group} mih={44} fw={600}>
            {t.list.groupTab(t.list.groups[group], groups[group].length)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {homeworkGroups.map((group) => (
        <Tabs.Panel key={group} value={group}>
          {groups[group].length ? (
            <Stack gap="sm">
              {groups[group].map((hw) => (
                <HomeworkCard key={hw.id} hw={hw} group={group} today={today} />
              ))}
            </Stack>
          ) : (
            <Text c="dimmed" ta="center" py="lg">
              {t.list.groupEmpty[group]}
            </Text>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
