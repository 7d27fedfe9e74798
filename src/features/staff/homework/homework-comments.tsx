import { Button, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListHomeworkCommentsQueryKey,
  useCreateHomeworkComment,
  useListHomeworkComments,
} from '@/api/generated/endpoints/teacher/teacher';
import type { HomeworkStudentProgress } from '@/api/generated/model';
import { formatJalaliDateTime } from '@/shared/dates';
import { errors, messageOf } from '@/shared/i18n/errors';
import { DashboardSection } from '@/shared/ui/dashboard-section';
import { notify } from '@/shared/ui/notify';
import { ErrorState, queryFallback } from '@/shared/ui/states';
import { t } from './strings';

const MAX_LENGTH = 500;

/**
 * A private note to one pupil about this homework, above every note written on it (newest first,
 * as the server keeps them); a failed send keeps the text.
 */
export function HomeworkComments({
  homeworkId,
  students,
}: {
  homeworkId: number;
  students: HomeworkStudentProgress[];
}) {
  const [studentId, setStudentId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ pupil?: string; text?: string }>({});
  const queryClient = useQueryClient();
  const send = useCreateHomeworkComment({
    mutation: {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: getListHomeworkCommentsQueryKey(homeworkId) });
        setText('');
        notify({ message: t.comments.sent, color: 'teal' });
      },
    },
  });
  const names = new Map(students.map((s) => [s.student_id, t.name(s.first_name, s.last_name)]));
  function submit() {
    const body = text.trim();
    const next = {
      pupil: studentId === null ? t.comments.pickPupil : undefined,
      text: body === '' ? t.comments.writeText : body.length > MAX_LENGTH ? t.comments.tooLong : undefined,
    };
    setProblem(next);
    if (next.pupil || next.text || studentId === null) return;
    send.mutate({ id: homeworkId, data: { studentId: Number(studentId), text: body } });
  }
  return (
    <DashboardSection title={t.comments.title}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t.comments.hint}
        </Text>
        <Select
          label={t.comments.pupil}
          placeholder={t.comments.pupilPlaceholder}
          data={students.map((s) => ({ value: String(s.student_id), label: names.get(s.student_id) ?? '' }))}
          value={studentId}
          onChange={setStudentId}
          error={problem.pupil}
          searchable
        />
        <Textarea
          label={t.comments.text}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={problem.text}
          rows={3}
          maxLength={MAX_LENGTH}
        />
        {send.isError && <ErrorState message={messageOf(send.error, errors.sendInformation)} />}
        <Button mih={44} style={{ alignSelf: 'flex-start' }} loading={send.isPending} onClick={submit}>
          {t.comments.send}
        </Button>
        <NotesList homeworkId={homeworkId} names={names} />
      </Stack>
    </DashboardSection>
  );
}

/** The notes already written, newest first, with their own loading and error. */
function NotesList({ homeworkId, names }: { homeworkId: number; names: Map<number, string> }) {
  const notes = useListHomeworkComments(homeworkId);
  const waiting = queryFallback([notes]);
  if (waiting || !notes.data) return waiting;
  if (notes.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t.comments.none}
      </Text>
    );
  return (
    <Stack component="ul" aria-label={t.comments.listLabel} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {notes.data.toReversed().map((c) => (
        <Text component="li" key={c.id} size="sm">
          <Text span fw={600}>
            {t.comments.to(names.get(c.student_id) ?? '')}
          </Text>
          {' — '}
          {c.text}
          <Text span c="dimmed" size="xs" ms="xs">
            {formatJalaliDateTime(c.created_at)}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
