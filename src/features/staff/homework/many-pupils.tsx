import { Button, Checkbox, Group, Text, Textarea } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetTeacherHomeworkReportQueryKey,
  getListHomeworkCommentsQueryKey,
  useCreateHomeworkComments,
  useCreateHomeworkExtension,
} from '@/api/generated/endpoints/teacher/teacher';
import { formatJalaliDate, iranToday } from '@/shared/dates';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { notify } from '@/shared/ui/notify';
import { DeadlineField, useDeadline } from './extend-dialog';
import { nextDay } from './homework-dates';
import type { HomeworkView } from './homework-view';
import { t } from './strings';

const MAX_NOTE = 500;

/** One pupil's box: a 44 px target around the box, named after the pupil. */
export function PupilCheck({ name, checked, onChange }: { name: string; checked: boolean; onChange: () => void }) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      style={{ display: 'inline-flex', minWidth: 44, minHeight: 44, alignItems: 'center', justifyContent: 'center' }}
    >
      <Checkbox id={id} aria-label={t.many.one(name)} checked={checked} onChange={onChange} size="md" />
    </label>
  );
}

interface ManyPupilsProps {
  homework: HomeworkView;
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
}

/**
 * The teacher's selection of pupils in a homework (issue 28) and what she does with it: the same
 * private note to each, or more time for them only. Both dialogs keep what was typed when the
 * server refuses; on success the selection clears.
 */
export function ManyPupilsBar({ homework, selected, onSelect }: ManyPupilsProps) {
  const [noting, note] = useDisclosure(false);
  const [extending, extend] = useDisclosure(false);
  const allId = useId();
  const all = homework.students.map((s) => s.student_id);
  const count = selected.size;
  const ids = all.filter((id) => selected.has(id));
  return (
    <Group gap="sm" role="group" aria-label={t.many.label} wrap="wrap">
      <label htmlFor={allId} style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center', gap: 8 }}>
        <Checkbox
          id={allId}
          checked={count === all.length && count > 0}
          indeterminate={count > 0 && count < all.length}
          onChange={() => onSelect(new Set(count === all.length ? [] : all))}
          size="md"
        />
        {t.many.all}
      </label>
      <Text size="sm" aria-live="polite">
        {t.many.chosen(count)}
      </Text>
      <Button variant="light" mih={44} disabled={count === 0} onClick={note.open}>
        {t.many.note}
      </Button>
      <Button variant="light" mih={44} disabled={count === 0} onClick={extend.open}>
        {t.many.extend}
      </Button>
      <NoteDialog
        opened={noting}
        onClose={note.close}
        homeworkId={homework.id}
        ids={ids}
        onDone={() => onSelect(new Set())}
      />
      <PupilsExtendDialog
        opened={extending}
        onClose={extend.close}
        homework={homework}
        ids={ids}
        onDone={() => onSelect(new Set())}
      />
    </Group>
  );
}

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  ids: number[];
  onDone: () => void;
}

function NoteDialog({ opened, onClose, homeworkId, ids, onDone }: DialogProps & { homeworkId: number }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const send = useCreateHomeworkComments({
    mutation: {
      onSuccess: (notes) => {
        void queryClient.invalidateQueries({ queryKey: getListHomeworkCommentsQueryKey(homeworkId) });
        notify({ message: t.many.noteSent(notes.length), color: 'teal' });
        setText('');
        close();
        onDone();
      },
    },
  });
  function close() {
    send.reset();
    setProblem(undefined);
    onClose();
  }
  function submit() {
    const body = text.trim();
    const wrong = body === '' ? t.comments.writeText : body.length > MAX_NOTE ? t.comments.tooLong : undefined;
    setProblem(wrong);
    if (!wrong) send.mutate({ id: homeworkId, data: { studentIds: ids, text: body } });
  }
  return (
    <ConfirmDialog
      opened={opened}
      onClose={close}
      title={t.many.noteTitle(ids.length)}
      closeLabel={t.extend.close}
      yes={t.many.send}
      no={t.extend.cancel}
      onYes={submit}
      pending={send.isPending}
      error={send.error}
    >
      <Text size="sm">{t.many.noteHint}</Text>
      <Textarea
        label={t.comments.text}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setProblem(undefined);
        }}
        error={problem}
        autosize
        minRows={3}
        maxLength={MAX_NOTE}
        required
      />
    </ConfirmDialog>
  );
}

function PupilsExtendDialog({ opened, onClose, homework, ids, onDone }: DialogProps & { homework: HomeworkView }) {
  const queryClient = useQueryClient();
  const deadline = useDeadline();
  const extend = useCreateHomeworkExtension({
    mutation: {
      onSuccess: (report, { data }) => {
        queryClient.setQueryData(getGetTeacherHomeworkReportQueryKey(homework.id), report);
        notify({ message: t.many.extended(data.studentIds.length, formatJalaliDate(data.endDate)), color: 'teal' });
        close();
        onDone();
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
    if (date !== null) extend.mutate({ id: homework.id, data: { studentIds: ids, endDate: date } });
  }
  // After the homework's deadline, and not in the past (a finished homework's late pupils).
  const earliest = [nextDay(homework.endDate), iranToday()].sort().at(-1)!;
  return (
    <ConfirmDialog
      opened={opened}
      onClose={close}
      title={t.many.extendTitle(ids.length)}
      closeLabel={t.extend.close}
      yes={t.many.give}
      no={t.extend.cancel}
      onYes={submit}
      pending={extend.isPending}
      error={extend.error}
    >
      <Text size="sm">{t.many.extendHint}</Text>
      <DeadlineField deadline={deadline} current={homework.endDate} minDate={earliest} />
    </ConfirmDialog>
  );
}
