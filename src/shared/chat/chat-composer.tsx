import '@mantine/dropzone/styles.css';
import { useTouchScreen } from '@/shared/ui/touch';
import { ActionIcon, Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDraft } from '@/shared/drafts/use-draft';
import { LineIcon } from '@/shared/ui/line-icon';
import type { ChatContent, ChatItem } from './conversation-core';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, pixelProblem, rejectionMessage } from './image-check';
import { chatText as t } from './strings';

/** The contract's limit on a message. */
const MAX_LENGTH = 2000;
// Mantine's autosize listens to document.fonts, which jsdom (unit tests) lacks.
const canAutosize = typeof document !== 'undefined' && 'fonts' in document;

interface ChatComposerProps {
  /** Names the thread whose unsent message is kept (per signed-in user) across reloads and sign-ins. */
  draftScope: string;
  onSend: (content: ChatContent) => void;
  /** The message being edited, or null; the view owns it so a bubble's «ویرایش» can start it. */
  editing: ChatItem | null;
  onSave: (id: number, text: string) => Promise<boolean>;
  onCancelEdit: () => void;
}

/**
 * The message box: Enter sends, Shift+Enter breaks the line; one image by the picker button or
 * by dropping it on the box. Nothing typed is lost: a rejected image or a failed edit keeps it,
 * and the unsent message is a draft that outlives a reload or an expired session.
 */
export function ChatComposer({ draftScope, onSend, editing, onSave, onCancelEdit }: ChatComposerProps) {
  const [draft, setDraft, clearDraft] = useDraft(draftScope, '');
  // An edit's text is not a draft: it is the message itself until saved.
  const [editText, setEditText] = useState('');
  const text = editing ? editText : draft;
  const setText = editing ? setEditText : setDraft;
  const [editingId, setEditingId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const touch = useTouchScreen();
  const openPicker = useRef<() => void>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  // Entering edit mode fills the box with the message (README, product rules: states); the draft waits for its end.
  if ((editing?.id ?? null) !== editingId) {
    setEditingId(editing?.id ?? null);
    if (editing) setEditText(editing.message ?? '');
    setProblem(null);
  }

  // «ویرایش» puts the caret at the end of the message's text, ready to change it.
  useEffect(() => {
    const box = field.current;
    if (editingId === null || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [editingId]);

  const tooLong = text.length > MAX_LENGTH;
  const submit = async () => {
    if (text.trim() === '' || tooLong || saving) return;
    if (!editing) {
      // A failed send keeps its bubble with «دوباره بفرست», so the draft is done with.
      onSend({ text });
      clearDraft();
      return;
    }
    setSaving(true);
    const ok = await onSave(editing.id, text);
    setSaving(false);
    setProblem(ok ? null : t.editFailed);
    if (ok) onCancelEdit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && editing) {
      event.preventDefault();
      onCancelEdit();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };
  const onDrop = async (files: File[]) => {
    const file = files[0];
    // An image is not an edit: a drop while editing is ignored (the picker's button is hidden then).
    if (!file || editing) return;
    if (files.length > 1) return setProblem(t.imageTooMany);
    const reason = await pixelProblem(file);
    setProblem(reason);
    if (!reason) onSend({ image: file });
  };
  const onReject = (rejections: FileRejection[]) => setProblem(rejectionMessage(rejections));

  return (
    <Dropzone
      openRef={openPicker}
      onDrop={(files) => void onDrop(files)}
      onReject={onReject}
      accept={IMAGE_TYPES}
      maxSize={MAX_IMAGE_BYTES}
      maxFiles={1}
      multiple={false}
      // Not `disabled` while editing: a disabled Dropzone disables the text box inside it too.
      activateOnClick={false}
      activateOnKeyboard={false}
      enablePointerEvents
      p={0}
      style={{ border: 0, background: 'transparent', cursor: 'auto' }}
      inputProps={{ 'aria-label': t.pickImage }}
    >
      <Stack gap="xs" p="xs">
        {editing && (
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={700} c="blue.8">
              {t.editing}
            </Text>
            <Button variant="subtle" mih={44} onClick={onCancelEdit}>
              {t.cancel}
            </Button>
          </Group>
        )}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          {!editing && (
            <ActionIcon variant="light" size={44} onClick={() => openPicker.current?.()} aria-label={t.pickImage}>
              <LineIcon size={22}>
                <path d="M5 7h20v16H5z" />
                <path d="M5 20l6-6 5 5 3-3 6 6" />
                <path d="M19 11.5h.01" />
              </LineIcon>
            </ActionIcon>
          )}
          <Textarea
            ref={field}
            style={{ flex: 1, minWidth: 0 }}
            label={editing ? t.editLabel : t.composerLabel}
            placeholder={touch ? t.composerPlaceholderTouch : t.composerPlaceholder}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            error={tooLong ? t.tooLong : undefined}
            autosize={canAutosize}
            minRows={1}
            maxRows={6}
            rows={canAutosize ? undefined : 2}
          />
          <Button mih={44} onClick={() => void submit()} loading={saving} disabled={text.trim() === '' || tooLong}>
            {editing ? t.save : t.send}
          </Button>
        </Group>
        {problem && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {problem}
          </Alert>
        )}
      </Stack>
    </Dropzone>
  );
}
