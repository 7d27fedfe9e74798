import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { getGetTeacherHomeworkQueryKey, useDeleteTeacherHomework } from '@/api/generated/endpoints/teacher/teacher';
import { paths } from '@/shared/routing/paths';
import { notify } from '@/shared/ui/notify';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { t } from './strings';

interface DeleteDialogProps {
  opened: boolean;
  onClose: () => void;
  homeworkId: number;
  title: string;
}

/** Asks before the homework is deleted for the whole class; then goes to the list, or says why and stays open. */
export function DeleteDialog({ opened, onClose, homeworkId, title }: DeleteDialogProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteTeacherHomework({
    mutation: {
      onSuccess: () => {
        // Every list of homework (the list, the class tab, home) now has one fewer; the deleted one's own
        // calls are left alone, or the page would ask for it again (404) before it leaves.
        const own = getGetTeacherHomeworkQueryKey(homeworkId)[0];
        void queryClient.invalidateQueries({
          predicate: (q) => String(q.queryKey[0]).includes('/homework') && !String(q.queryKey[0]).startsWith(own),
        });
        notify({ message: t.remove.done, color: 'teal' });
        void navigate(paths.teacher.homeworks);
      },
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      onClose={close}
      title={t.remove.title}
      closeLabel={t.remove.close}
      yes={t.remove.yes}
      no={t.remove.no}
      yesColor="red"
      onYes={() => remove.mutate({ id: homeworkId })}
      pending={remove.isPending}
      error={remove.error}
    >
      <Text>{t.remove.body(title)}</Text>
    </ConfirmDialog>
  );
}
