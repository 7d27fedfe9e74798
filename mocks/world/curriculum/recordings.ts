/**
 * The questions the demo server has recordings of: the written questions of four skills (below),
 * read aloud with Debian's espeak-ng Persian voice (MP3 files in public/media/recordings,
 * made by `npm run recordings`, scripts/recordings.ts, from the very words the app would say:
 * src/shared/practice/read-aloud/speech-text.ts). Other questions have none, and the app reads them
 * with the device's own Persian voice where it has one.
 */
import type { SkillRec } from './types.ts';

/**
 * The skills whose written questions are recorded: maths, literature and science of grade 3, and
 * the demo pupil's (Sara, grade 4) maths homework skill, so the demo's own pupil hears one.
 */
export const RECORDED_SKILLS: readonly string[] = [
  'm3-compare-numbers',
  'l3-synonyms',
  's3-states-of-matter',
  'm4-compare-numbers',
];

/** Where a question's recordings are served (public/media/recordings). */
export const recordingPath = (key: string, part: 'question' | 'solution') =>
  `/media/recordings/${key}${part === 'solution' ? '-solution' : ''}.mp3`;

/** The addresses of the question's and its solution's recordings, or null when its skill has none. */
export function recordingsOf(
  skill: Pick<SkillRec, 'name'>,
  key: string,
): { question: string; solution: string } | null {
  if (!RECORDED_SKILLS.includes(skill.name)) return null;
  return { question: recordingPath(key, 'question'), solution: recordingPath(key, 'solution') };
}

/**
 * `value` without its recording: a made question (curriculum/extra.ts) is not the recorded one,
 * and a written one asked again has its choices in another order than the recording says them.
 */
export function withoutRecording<T extends { audio_url?: string }>(value: T): T {
  const copy = { ...value };
  delete copy.audio_url;
  return copy;
}
