import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { getListTeacherQuizzesQueryKey, useCancelTeacherQuiz } from '@/api/generated/endpoints/teacher/teacher';
import type { Quiz } from '@/api/generated/model';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { notify } from '@/shared/ui/notify';
import { t } from './strings';

/** «لغو آزمون» on an upcoming quiz: asked first; once cancelled the list is asked again and a toast says so. */
export function CancelQuiz({ quiz }: { quiz: Quiz }) {
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const cancel = useCancelTeacherQuiz();
  const onClose = () => {
    cancel.reset();
    close();
  };
  return (
    <>
      <Button variant="subtle" color="red" mih={44} onClick={open} aria-label={t.card.cancelOf(quiz.title)}>
        {t.card.cancel}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={onClose}
        title={t.card.cancelTitle}
        closeLabel={t.card.closeDialog}
        yes={t.card.cancelConfirm}
        no={t.card.keep}
        yesColor="red"
        pending={cancel.isPending}
        error={cancel.error}
        onYes={() =>
          cancel.mutate(
            { id: quiz.id },
            {
              onSuccess: async (answer) => {
                close();
                notify({ message: answer.detail, color: 'green' });
                await queryClient.invalidateQueries({ queryKey: getListTeacherQuizzesQueryKey() });
              },
            },
          )
        }
      >
        <Text>{t.card.cancelQuestion(quiz.title, quiz.class?.name ?? '')}</Text>
      </ConfirmDialog>
    </>
  );
}
