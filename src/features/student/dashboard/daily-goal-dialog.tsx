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

/**
 * Picks the kind and the target from the contract's short lists (two rows of buttons, nothing to type).
 * Mounted only while open (the section loads it lazily), so each opening starts from the current goal.
 */
export function DailyGoalDialog({ opened, onClose, goal }: DailyGoalDialogProps) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState(goal);
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
        <Choice
          label={t.goal.kindLabel}
          data={KINDS}
          value={choice.kind}
          onChange={(kind) => setChoice({ ...choice, kind: kind as DailyGoalChoice['kind'] })}
        />
        <Choice
          label={t.goal.targetLabel}
          data={TARGETS}
          value={String(choice.target)}
          onChange={(target) => setChoice({ ...choice, target: Number(target) as DailyGoalChoice['target'] })}
        />
      </Stack>
    </ConfirmDialog>
  );
}

interface ChoiceProps {
  label: string;
  data: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/** A row of buttons named by the question above it (radios to assistive technology). */
function Choice({ label, data, value, onChange }: ChoiceProps) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text id={id} fw={600}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} data={data} value={value} onChange={onChange} size="md" fullWidth />
    </Stack>
  );
}
