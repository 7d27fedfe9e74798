import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetTeacherHomeworkQueryKey,
  getGetTeacherHomeworkReportQueryKey,
  useUpdateHomeworkEndDate,
} from '@/api/generated/endpoints/teacher/teacher';
import { formatJalaliDate } from '@/shared/dates';
import { JalaliDateInput } from '@/shared/date-input';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { notify } from '@/shared/ui/notify';
import { nextDay } from './homework-dates';
import { t } from './strings';

/** A new deadline being chosen: the date, whether it was asked for empty, and clearing both. */
export function useDeadline() {
  const [date, setDate] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  return {
    date,
    missing,
    choose(value: string | null) {
      setDate(value);
      setMissing(false);
    },
    clear() {
      setDate(null);
      setMissing(false);
    },
    /** The date chosen, or null after marking the field as left empty. */
    ask(): string | null {
      if (date === null) setMissing(true);
      return date;
    },
  };
}

/** The deadline now, then the field for the new one (not before `minDate`). */
export function DeadlineField({
  deadline,
  current,
  minDate,
}: {
  deadline: ReturnType<typeof useDeadline>;
  current: string;
  minDate: string;
}) {
  return (
    <>
      <Text>{t.extend.current(formatJalaliDate(current))}</Text>
      <JalaliDateInput
        label={t.extend.label}
        value={deadline.date}
        onChange={deadline.choose}
        minDate={minDate}
        error={deadline.missing ? t.extend.required : undefined}
        required
      />
    </>
  );
}

interface ExtendDialogProps {
  opened: boolean;
  onClose: () => void;
  homeworkId: number;
  endDate: string;
}

/** Moves the deadline later (PATCH endDate); the page shows the server's new date, a failure stays open. */
export function ExtendDialog({ opened, onClose, homeworkId, endDate }: ExtendDialogProps) {
  const queryClient = useQueryClient();
  const deadline = useDeadline();
  const extend = useUpdateHomeworkEndDate({
    mutation: {
      onSuccess: (homework) => {
        queryClient.setQueryData(getGetTeacherHomeworkQueryKey(homeworkId), homework);
        void queryClient.invalidateQueries({ queryKey: getGetTeacherHomeworkReportQueryKey(homeworkId) });
        notify({ message: t.extend.done(formatJalaliDate(homework.end_date)), color: 'teal' });
        close();
      },
    },
  });
  function close() {
    extend.reset();
    deadline.clear();
    onClose();
  }
  function submit() {
    const date = deadline.ask();
    if (date !== null) extend.mutate({ id: homeworkId, data: { endDate: date } });
  }
  return (
    <ConfirmDialog
      opened={opened}
      onClose={close}
      title={t.extend.title}
      closeLabel={t.extend.close}
      yes={t.extend.submit}
      no={t.extend.cancel}
      onYes={submit}
      pending={extend.isPending}
      error={extend.error}
    >
      <DeadlineField deadline={deadline} current={endDate} minDate={nextDay(endDate)} />
    </ConfirmDialog>
  );
}
