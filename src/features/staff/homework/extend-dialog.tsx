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

interface ExtendDialogProps {
  opened: boolean;
  onClose: () => void;
  homeworkId: number;
  endDate: string;
}

/** Moves the deadline later (PATCH endDate); the page shows the server's new date, a failure stays open. */
export function ExtendDialog({ opened, onClose, homeworkId, endDate }: ExtendDialogProps) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
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
    setDate(null);
    setMissing(false);
    onClose();
  }
  function submit() {
    if (date === null) return setMissing(true);
    extend.mutate({ id: homeworkId, data: { endDate: date } });
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
      <Text>{t.extend.current(formatJalaliDate(endDate))}</Text>
      <JalaliDateInput
        label={t.extend.label}
        value={date}
        onChange={(value) => {
          setDate(value);
          setMissing(false);
        }}
        minDate={nextDay(endDate)}
        error={missing ? t.extend.required : undefined}
        required
      />
    </ConfirmDialog>
  );
}
