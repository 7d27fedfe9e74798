import { Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetSchoolGamificationStatusQueryKey,
  useGetSchoolGamificationStatus,
  useSetSchoolGamificationStatus,
} from '@/api/generated/endpoints/school/school';
import type { GamificationStatus } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { QueryBody, StackedSection } from '@/shared/ui/dashboard-section';
import { notify } from '@/shared/ui/notify';
import { t } from './strings';

type Status = GamificationStatus['status'];
const g = t.gamification;

/**
 * The switch and its dialog. The switch shows the server's setting only: flipping it asks first,
 * and it moves when the PATCH answers, so a failed call leaves it where it was.
 */
function GamificationSwitch({ setting }: { setting: GamificationStatus }) {
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<Status | null>(null);
  const save = useSetSchoolGamificationStatus({
    mutation: {
      onSuccess: (saved) => {
        queryClient.setQueryData(getGetSchoolGamificationStatusQueryKey(), saved);
        notify({ message: g.saved, color: 'teal' });
        setAsked(null);
      },
    },
  });
  const close = () => {
    save.reset();
    setAsked(null);
  };
  const on = setting.status === 'on';
  return (
    <Stack gap="xs">
      <Switch
        size="lg"
        checked={on}
        onChange={() => setAsked(on ? 'off' : 'on')}
        label={g.switchLabel}
        styles={{ body: { minHeight: 44, alignItems: 'center' } }}
      />
      <Text size="sm">{on ? g.on : g.off}</Text>
      <Text size="sm" c="dimmed">
        {setting.updated_at ? g.changedAt(formatJalaliDateTime(setting.updated_at)) : g.neverChanged}
      </Text>
      <ConfirmDialog
        opened={asked !== null}
        onClose={close}
        title={asked === 'off' ? g.confirmOffTitle : g.confirmOnTitle}
        closeLabel={g.close}
        yes={asked === 'off' ? g.yesOff : g.yesOn}
        no={g.no}
        yesColor={asked === 'off' ? 'red' : undefined}
        onYes={() => asked && save.mutate({ params: { status: asked } })}
        pending={save.isPending}
        error={save.error}
      >
        <Text>{asked === 'off' ? g.confirmOff : g.confirmOn}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

/** «نشان‌ها و جام‌ها»: the school's gamification switch (GET, then PATCH with `status` after a confirmation). */
export function GamificationSection() {
  const query = useGetSchoolGamificationStatus();
  return (
    <StackedSection title={g.title}>
      <QueryBody query={query} loading={g.loading} isEmpty={() => false} empty={null}>
        {(setting) => <GamificationSwitch setting={setting} />}
      </QueryBody>
    </StackedSection>
  );
}
