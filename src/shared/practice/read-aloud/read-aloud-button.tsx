import { Button } from '@mantine/core';
import { LineIcon } from '@/shared/ui/line-icon';
import { t } from './strings';
import { useReadAloud } from './use-read-aloud';

export interface ReadAloudButtonProps {
  /** The words to say (speech-text.ts), used when there is no recording. */
  text: string;
  /** The server's recording of the same words (Question.audio_url, Solution.audio_url). */
  audioUrl?: string | null;
  /** What is read, named for a screen reader after «بشنو»: «بشنو: پرسش», «بشنو: راه‌حل». */
  subject: 'question' | 'solution';
}

/**
 * «بشنو»: reads the question or the solution aloud for a child who reads slowly. Shown only when
 * it can speak (a recording, or the device's Persian voice): never a button that does nothing.
 */
export function ReadAloudButton({ text, audioUrl, subject }: ReadAloudButtonProps) {
  const { mode, playing, toggle } = useReadAloud(text, audioUrl);
  if (!mode) return null;
  const label = playing ? t.stop : t.listen;
  return (
    <Button
      variant="light"
      size="md"
      mih={44}
      onClick={toggle}
      aria-label={`${label}: ${t.subjects[subject]}`}
      leftSection={playing ? <StopIcon /> : <SpeakerIcon />}
      style={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}

function SpeakerIcon() {
  return (
    <LineIcon size={22}>
      <path d="M5 12h4l7-6v18l-7-6H5z" />
      <path d="M20 11a5 5 0 0 1 0 8M23 8a9 9 0 0 1 0 14" />
    </LineIcon>
  );
}

function StopIcon() {
  return (
    <LineIcon size={22}>
      <rect x="8" y="8" width="14" height="14" rx="2" />
    </LineIcon>
  );
}
