/**
 * `npm run recordings`: the demo world's recordings of questions and solutions read aloud
 * (mocks/world/curriculum/recordings.ts), written to public/media/recordings as small MP3s.
 * Each says exactly the words the app would say with the device's voice (speech-text.ts, loaded
 * through Vite for its `@/` imports), spoken by Debian's espeak-ng Persian voice and encoded by
 * lame: `apt-get install espeak-ng lame`. The files are committed; run this again after changing
 * a recorded question or the words of speech-text.ts (media.test.ts finds a missing file).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { questionsOfSkill, skillByName } from '../mocks/world/curriculum/index.ts';
import { RECORDED_SKILLS, recordingPath } from '../mocks/world/curriculum/recordings.ts';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'public/media/recordings');

const vite = await createServer({ root: ROOT, logLevel: 'error', server: { middlewareMode: true, hmr: false } });
const speech = (await vite.ssrLoadModule(
  '/src/shared/practice/read-aloud/speech-text.ts',
)) as typeof import('../src/shared/practice/read-aloud/speech-text.ts');

const work = mkdtempSync(join(tmpdir(), 'recordings-'));
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

/**
 * Says `text` into public/`path`: espeak-ng's Persian voice a little slower than its default (150
 * words a minute, 175 by default), mono MP3 at 16 kHz and 16 kbit/s — speech needs no more, and a
 * long solution stays near 50 KB. MP3, not Opus: every phone's browser plays it.
 */
function record(text: string, path: string) {
  const wav = join(work, 'speech.wav');
  execFileSync('espeak-ng', ['-v', 'fa', '-s', '150', '-w', wav, text]);
  execFileSync('lame', ['--quiet', '-m', 'm', '--resample', '16', '-b', '16', wav, join(ROOT, 'public', path)]);
}

for (const name of RECORDED_SKILLS) {
  const skill = skillByName(name);
  if (!skill) throw new Error(`no skill ${name}`);
  for (const { key, question, solution } of questionsOfSkill(skill.id)) {
    record(speech.questionSpeech(question), recordingPath(key, 'question'));
    record(speech.solutionSpeech(solution), recordingPath(key, 'solution'));
  }
}
rmSync(work, { recursive: true, force: true });
await vite.close();
console.log(`${readdirSync(OUT).length} recordings in public/media/recordings`);
