import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useId, useRef, useState } from 'react';
import { useSetProfilePicture } from '@/api/generated/endpoints/auth/auth';
import type { Profile } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors, messageOf } from '@/shared/i18n/errors';
import { notify } from '@/shared/ui/notify';
import {
  extensionError,
  PICTURE_RULES,
  problemsOf,
  resolutionProblem,
  type MeasureImage,
  type PictureProblem,
} from './picture-rules';
import { useKeepProfile } from './profile-data';
import { profileText } from './strings';

/** Accepted files are handled in onDropAny, with the rejections. */
const ignore = () => {};

export interface PictureUploadProps {
  profile: Profile;
  /** Called once the new picture is stored. */
  onChanged: () => void;
  /** Reads an image's pixel size (tests stand in for the browser's createImageBitmap). */
  measure?: MeasureImage | null;
  /** The section's heading (default «یا عکس خودت را بگذار», under the pupil's avatar choice). */
  title?: string;
}

/**
 * A photo of one's own, dropped or picked, under README, product rules: validation's rules (picture-rules.ts): the dropzone
 * refuses a second file, another type or extension and a file too large; the resolution is read
 * after the drop. Each kind of refusal has its own Persian sentence.
 */
const t = profileText.picture;

export function PictureUpload({ profile, onChanged, measure, title = t.upload }: PictureUploadProps) {
  const [problems, setProblems] = useState<PictureProblem[]>([]);
  const upload = useSetProfilePicture();
  const keep = useKeepProfile();
  const headingId = useId();
  const rulesId = useId();
  const openRef = useRef<() => void>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    const problem = await resolutionProblem(file, measure);
    if (problem) {
      setProblems([problem]);
      return;
    }
    upload.mutate(
      { data: { image: file } },
      {
        onSuccess: ({ profile_url }) => {
          keep({ ...profile, profile_url });
          notify({ color: 'teal', message: t.changed });
          onChanged();
        },
      },
    );
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      <Dropzone
        // Both lists at once: a drop with any refused file sends nothing (two files: neither is
        // guessed at), so the child sees one clear reason and tries again.
        onDropAny={(accepted, rejections) => {
          upload.reset();
          setProblems(problemsOf(rejections));
          if (rejections.length === 0) void send(accepted[0]);
        }}
        onDrop={ignore}
        accept={PICTURE_RULES.accept}
        maxSize={PICTURE_RULES.maxBytes}
        maxFiles={PICTURE_RULES.maxFiles}
        multiple={false}
        validator={extensionError}
        loading={upload.isPending}
        loaderProps={{ 'aria-label': t.uploading }}
        // The area only takes drops and taps; the button below is the keyboard's way in (a
        // focusable area around the hidden file input would nest one control in another).
        activateOnKeyboard={false}
        openRef={openRef}
        inputProps={{ 'aria-label': t.dropzone, 'aria-describedby': rulesId }}
        mih={120}
        p="md"
      >
        <Stack align="center" justify="center" gap={4} mih={88} ta="center">
          <Text fw={600}>{t.dropHint}</Text>
          <Text size="sm" c="dimmed" id={rulesId}>
            {t.rules}
          </Text>
        </Stack>
      </Dropzone>
      <Group>
        <Button variant="light" mih={44} loading={upload.isPending} onClick={() => openRef.current?.()}>
          {t.pick}
        </Button>
      </Group>
      {problems.length > 0 && (
        <Alert color="red" title={common.errorTitle} role="alert" variant="light">
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{t.problems[problem]}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {upload.isError && (
        <Alert color="red" title={common.errorTitle} role="alert" variant="light">
          {messageOf(upload.error, errors.sendInformation)}
        </Alert>
      )}
    </Stack>
  );
}
