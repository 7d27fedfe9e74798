import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getGetMyDailyGoalQueryKey, useSetMyDailyGoal } from '@/api/generated/endpoints/member/member';
import { DailyGoalKind, DailyGoalTarget, type DailyGoalChoice } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { notify } from '@/shared/ui/notify';
import { t } from './strings';

const KINDS = Object.values(DailyGoalKind).map((kind) => ({ value: kind, label: t.goal.kinds[kind] }));
const TARGETS = Object.values(DailyGoalTarget).map((target) => ({
  value: String(target),
  label: toPersianDigits(target),
}));

interface DailyGoalDialogProps {
  opened: boolean;
  onClose: () => void;
  goal: DailyGoalChoice;
}

/** Picks the kind and the target from the contract's short lists (two rows of buttons, nothing to type). */
export function DailyGoalDialog({ opened, onClose, goal }: DailyGoalDialogProps) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState(goal);
  const [kindId, targetId] = [useId(), useId()];
  const save = useSetMyDailyGoal({
    mutation: {
      onSuccess: (data) => {
        queryClient.setQueryData(getGetMyDailyGoalQueryKey(), data);
        notify({ message: t.goal.saved, color: 'teal' });
        close();
      },
    },
  });
  function close() {
    save.reset();
    setChoice(goal);
    onClose();
  }
  return (
    <ConfirmDialog
      opened={opened}
      onClose={close}
      title={t.goal.dialogTitle}
      closeLabel={t.goal.close}
      yes={t.goal.save}
      no={t.goal.cancel}
      onYes={() => save.mutate({ data: choice })}
      pending={save.isPending}
      error={save.error}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text id={kindId} fw={600}>
            {t.goal.kindLabel}
          </Text>
          <SegmentedControl
            aria-labelledby={kindId}
            data={KINDS}
            value={choice.kind}
            onChange={(kind) => setChoice({ ...choice, kind: kind as DailyGoalChoice['kind'] })}
            size="md"
            fullWidth
          />
        </Stack>
        <Stack gap={4}>
          <Text id={targetId} fw={600}>
            {t.goal.targetLabel}
          </Text>
          <SegmentedControl
            aria-labelledby={targetId}
            data={TARGETS}
            value={String(choice.target)}
            onChange={(target) => setChoice({ ...choice, target: Number(target) as DailyGoalChoice['target'] })}
            size="md"
            fullWidth
          />
        </Stack>
      </Stack>
    </ConfirmDialog>
  );
}
