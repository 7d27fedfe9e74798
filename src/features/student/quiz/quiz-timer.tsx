import { Paper, VisuallyHidden } from '@mantine/core';
import { toPersianDigits } from '@/shared/digits';
import { t } from './strings';
import { WARN_AT_SECONDS } from './use-quiz-clock';

/** «۰۴:۰۹»: minutes and seconds left, with Persian digits. */
export function clockText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return toPersianDigits(`${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`);
}

/** The moments a screen reader is told about, so the ticking clock itself stays silent. */
function momentOf(seconds: number): string {
  if (seconds <= 0) return t.timeUp;
  if (seconds <= WARN_AT_SECONDS) return t.oneMinute;
  if (seconds <= 5 * 60) return t.fiveMinutes;
  return '';
}

/**
 * The time left, always in view: calm while there is time, red in the last minute. The clock
 * is a timer (not read out every second); the last five minutes, the last minute and the end
 * are announced once each.
 */
export function QuizTimer({ seconds }: { seconds: number }) {
  const warning = seconds <= WARN_AT_SECONDS;
  // The region is on the page from the start, empty, so each new moment is announced.
  const moment = momentOf(seconds);
  return (
    <>
      <Paper
        role="timer"
        aria-label={t.timeLeft(clockText(seconds))}
        radius="md"
        px="md"
        py={6}
        mih={44}
        bg={warning ? 'red.9' : 'blue.0'}
        c={warning ? 'white' : 'blue.9'}
        fz={22}
        fw={700}
        style={{ fontVariantNumeric: 'tabular-nums', display: 'flex', alignItems: 'center' }}
      >
        <span aria-hidden>{`${t.clockIcon} ${clockText(seconds)}`}</span>
      </Paper>
      <VisuallyHidden role="status">{moment}</VisuallyHidden>
    </>
  );
}
