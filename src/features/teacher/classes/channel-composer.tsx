import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  getListChannelMessagesQueryKey,
  useCreateChannelMessage,
  useUpdateChannelMessage,
} from '@/api/generated/endpoints/chat/chat';
import type { ChannelMessage } from '@/api/generated/model';
import { useDraft } from '@/shared/drafts/use-draft';
import { errors, messageOf } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { ErrorState } from '@/shared/ui/states';
import { t } from './strings';

/** The contract's limit on a message. */
export const MAX_LENGTH = 2000;

interface ComposerProps {
  classId: number;
  courseId: number;
  /** The message the edit route names, when it is loaded; posting otherwise. */
  editing?: ChannelMessage;
  /** The edit route names a message that is not (or no longer) in the channel. */
  editMissing: boolean;
}

/**
 * Writes a new message or edits one. The text lives here until the server has it: a failed
 * post or edit keeps every character and offers the same call again, and a new message is a
 * draft of this class's course channel that outlives a reload or an expired session.
 */
export function Composer({ classId, courseId, editing, editMissing }: ComposerProps) {
  const [draft, setDraft, clearDraft] = useDraft(`channel:${classId}:${courseId}`, '');
  // An edit's text is the message itself until saved, not a draft.
  const [editText, setEditText] = useState(editing?.message ?? '');
  const text = editing ? editText : draft;
  const setText = editing ? setEditText : setDraft;
  const field = useRef<HTMLTextAreaElement>(null);
  // The edit route is opened to change this text, so the caret goes to its end.
  useEffect(() => {
    if (!editing || !field.current) return;
    field.current.focus();
    field.current.setSelectionRange(field.current.value.length, field.current.value.length);
  }, [editing]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tabHref = paths.teacher.classCourseHref(classId, courseId, 'messages');
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListChannelMessagesQueryKey() });
  const create = useCreateChannelMessage({
    mutation: {
      onSuccess: () => {
        clearDraft();
        void refresh();
      },
    },
  });
  const update = useUpdateChannelMessage({
    mutation: {
      onSuccess: () => {
        void refresh();
        void navigate(tabHref);
      },
    },
  });
  const call = editing ? update : create;
  const tooLong = text.length > MAX_LENGTH;
  const blank = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || tooLong || call.isPending) return;
    if (editing) update.mutate({ id: editing.id, data: { message: text } });
    else create.mutate({ data: { classId, courseId, message: text } });
  };

  if (editMissing)
    return (
      <Alert color="yellow" variant="light" role="status">
        <Stack gap="sm" align="flex-start">
          {t.channel.editMissing}
          <Button component={Link} to={tabHref} variant="white" mih={44}>
            {t.channel.cancel}
          </Button>
        </Stack>
      </Alert>
    );

  return (
    <Stack component="form" gap="sm" onSubmit={submit}>
      <Textarea
        label={editing ? t.channel.editLabel : t.channel.composerLabel}
        placeholder={t.channel.composerPlaceholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={tooLong ? t.channel.tooLong : undefined}
        // Not `autosize`: it listens to document.fonts, which jsdom (the unit tests) lacks.
        rows={4}
        resize="vertical"
        ref={field}
      />
      {call.isError && <ErrorState message={messageOf(call.error, errors.sendInformation)} onRetry={() => submit()} />}
      <Group gap="sm">
        <Button type="submit" mih={44} loading={call.isPending} disabled={blank || tooLong}>
          {editing ? t.channel.save : t.channel.send}
        </Button>
        {editing && (
          <Button component={Link} to={tabHref} variant="default" mih={44}>
            {t.channel.cancel}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
