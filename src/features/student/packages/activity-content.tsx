import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { PackageActivity, ReadingActivityContent, VideoActivityContent } from '@/api/generated/model';
import { errors, messageOf } from '@/shared/i18n/errors';
import { PractiseSkillLink } from '@/shared/practice/practise-skill-link';
import { ErrorState } from '@/shared/ui/states';
import { canComplete } from './package-values';
import { t } from './strings';

interface ActivityContentProps {
  activity: PackageActivity;
  open: boolean;
  onToggle: () => void;
  completing: boolean;
  completeError: unknown;
  onComplete: () => void;
}

/** A reading or video: a button that opens it on this page, its content, and «خواندم» / «دیدم». */
export function ActivityContent({
  activity,
  open,
  onToggle,
  completing,
  completeError,
  onComplete,
}: ActivityContentProps) {
  const panelId = useId();
  const words = activity.kind === 'video' ? t.video : t.reading;
  const content = activity.content;
  const action = open ? t.close : activity.status === 'done' ? words.reopen : words.open;
  return (
    <Stack gap="sm">
      {content?.kind === 'reading' && <Text c="dimmed">{t.reading.minutes(content.minutes)}</Text>}
      {content?.kind === 'video' && <Text c="dimmed">{t.video.duration(content.duration_seconds)}</Text>}
      <Button
        variant={open ? 'default' : 'light'}
        mih={44}
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t.toggleLabel(action, activity.title)}
        onClick={onToggle}
      >
        {action}
      </Button>
      {open && content && (
        <Stack id={panelId} gap="md">
          {content.kind === 'video' ? (
            <Video content={content} title={activity.title} />
          ) : (
            <Reading content={content} />
          )}
          {activity.skill && (
            // The other way from the course page's «فیلم آموزشی» / «خواندنی»: from the teaching to its practice.
            <Group gap="xs" wrap="wrap">
              <Text>{t.practiseAfter(activity.skill.title)}</Text>
              <PractiseSkillLink slug={activity.skill.name} title={activity.skill.title} />
            </Group>
          )}
          {canComplete(activity) ? (
            <Stack gap="sm" align="flex-start">
              <Button size="md" mih={44} color="teal.9" loading={completing} onClick={onComplete}>
                {words.complete}
              </Button>
              {completeError != null && !completing && (
                // The retry sends the same completion again; the pupil stays on the open activity.
                <ErrorState message={messageOf(completeError, errors.sendInformation)} onRetry={onComplete} />
              )}
            </Stack>
          ) : (
            <Text c="teal.9" fw={600}>
              {t.doneNote}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** The reading's paragraphs in large, airy type for young readers. */
function Reading({ content }: { content: ReadingActivityContent }) {
  return (
    <Box>
      {content.body.map((paragraph, index) => (
        <Text key={index} size="lg" lh={2} mb="sm">
          {paragraph}
        </Text>
      ))}
    </Box>
  );
}

/** The browser's own player (keyboard and captions menus come with it) and the spoken text beneath. */
function Video({ content, title }: { content: VideoActivityContent; title: string }) {
  const transcriptId = useId();
  return (
    <Stack gap="sm">
      {/* The contract gives no caption file (proposed: VideoActivityContent.captions_url, WebVTT); the
          spoken text is on the page beneath and describes the video. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        controls
        preload="metadata"
        src={content.video_url}
        aria-label={t.video.label(title)}
        aria-describedby={content.transcript ? transcriptId : undefined}
        style={{ width: '100%', maxWidth: 640, borderRadius: 'var(--mantine-radius-md)', background: 'black' }}
      />
      {content.transcript && (
        <div>
          <Title order={4} size="h5">
            {t.video.transcript}
          </Title>
          <Text id={transcriptId} lh={1.9}>
            {content.transcript}
          </Text>
        </div>
      )}
    </Stack>
  );
}
