import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { QuizQuestion } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { t } from './strings';
import { isAnswered, type QuizAnswerState } from './use-quiz-answers';

interface SubmitDialogProps {
  quizId: number;
  opened: boolean;
  questions: readonly QuizQuestion[];
  answers: ReadonlyMap<number, QuizAnswerState>;
  onClose: () => void;
  onConfirm: () => void;
}

/** The questions' numbers, each a link back to that question. */
function QuestionLinks({ quizId, items, onGo }: { quizId: number; items: readonly QuizQuestion[]; onGo: () => void }) {
  return (
    <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map(({ number }) => (
        <li key={number}>
          <Button
            component={Link}
            to={paths.student.quiz.takeHref(quizId, number)}
            onClick={onGo}
            variant="light"
            mih={44}
          >
            {t.confirm.goTo(toPersianDigits(number))}
          </Button>
        </li>
      ))}
    </Group>
  );
}

/** «تحویل آزمون؟»: which questions have no answer and which are flagged, each a link to go back to it. */
export function SubmitDialog({ quizId, opened, questions, answers, onClose, onConfirm }: SubmitDialogProps) {
  const unanswered = questions.filter((q) => !isAnswered(answers.get(q.question.id)));
  const flagged = questions.filter((q) => answers.get(q.question.id)?.flagged);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.confirm.title}
      centered
      closeButtonProps={{ 'aria-label': t.confirm.close, size: 44 }}
    >
      <Stack gap="md">
        {unanswered.length === 0 ? (
          <Text>{t.confirm.allAnswered}</Text>
        ) : (
          <Stack gap={4}>
            <Text fw={700}>{t.confirm.unanswered(toPersianDigits(unanswered.length))}</Text>
            <QuestionLinks quizId={quizId} items={unanswered} onGo={onClose} />
          </Stack>
        )}
        {flagged.length > 0 && (
          <Stack gap={4}>
            <Text fw={700}>{t.confirm.flagged(toPersianDigits(flagged.length))}</Text>
            <QuestionLinks quizId={quizId} items={flagged} onGo={onClose} />
          </Stack>
        )}
        <Text c="dimmed">{t.confirm.after}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose}>
            {t.confirm.no}
          </Button>
          <Button color="teal.9" mih={44} onClick={onConfirm}>
            {t.confirm.yes}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
