/**
 * `npm run lessons`: the demo world's teaching videos (mocks/world/curriculum/lessons.ts). Each is
 * a short animation of one worked example of a skill, its first question solved step by step:
 * a title card, the question, then each step of its solution appearing under the ones before,
 * and «حالا نوبت توست». Every card is said aloud by Debian's espeak-ng Persian voice, with the very
 * words the app's read-aloud would say (speech-text.ts, loaded through Vite), so the transcript
 * the world sends is exactly what the video says. The cards are drawn by Chromium in the app's
 * font (Vazirmatn) and put together by ffmpeg: H.264 at 640×360, a few frames a second (the
 * picture changes once per card), mono AAC at 16 kbit/s. `apt-get install espeak-ng ffmpeg`.
 * The videos and lessons.ts are committed; run this again after changing a skill's first question.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { SKILLS, questionsOfSkill } from '../mocks/world/curriculum/index.ts';
import { LESSON_GRADE, lessonPath } from '../mocks/world/curriculum/lesson-skills.ts';
import { testChromiumPath } from './chromium.mjs';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'public/media/lessons');
const MANIFEST = join(ROOT, 'mocks/world/curriculum/lessons.ts');
const FONT = join(ROOT, 'node_modules/@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2');
/** A breath after each card, so a child can read it before the next one comes. */
const PAUSE = 0.8;

const vite = await createServer({ root: ROOT, logLevel: 'error', server: { middlewareMode: true, hmr: false } });
const speech = (await vite.ssrLoadModule(
  '/src/shared/practice/read-aloud/speech-text.ts',
)) as typeof import('../src/shared/practice/read-aloud/speech-text.ts');
const digits = (await vite.ssrLoadModule('/src/shared/digits.ts')) as typeof import('../src/shared/digits.ts');
const maths = (await vite.ssrLoadModule(
  '/src/shared/practice/question/math-segments.ts',
)) as typeof import('../src/shared/practice/question/math-segments.ts');

interface Card {
  /** What the card shows: a heading and lines, the last one new. */
  heading: string;
  lines: string[];
  said: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A line as the app shows it: the maths runs isolated and left to right inside the Persian sentence
 * («۳۳ × ۱۵ = ؟» reads from the left, as in the book), by the question view's own splitMath.
 */
function lineHtml(text: string): string {
  return maths
    .splitMath(text)
    .map((segment) => {
      if (segment.kind === 'text') return escape(digits.toPersianDigits(segment.text));
      const run = segment.pieces
        .map((piece) =>
          piece.kind === 'fraction'
            ? `${piece.whole ? `${piece.whole} ` : ''}${piece.numerator}/${piece.denominator}`
            : piece.text,
        )
        .join('');
      return `<span dir="ltr" class="m">${escape(digits.toPersianDigits(run))}</span>`;
    })
    .join('');
}

function cardHtml(card: Card, title: string): string {
  const lines = card.lines
    .map((line, i) => `<li class="${i === card.lines.length - 1 ? 'new' : ''}">${lineHtml(line)}</li>`)
    .join('');
  return `<!doctype html><html lang="fa" dir="rtl"><head><style>
@font-face { font-family: V; src: url(data:font/woff2;base64,${readFileSync(FONT).toString('base64')}) format('woff2'); font-weight: 100 900; }
body { margin: 0; width: 640px; height: 360px; font-family: V; background: #f3f9fb; color: #102a33; display: flex; flex-direction: column; }
header { background: #0b6e79; color: white; padding: 10px 24px; font-size: 18px; font-weight: 700; }
main { padding: 18px 28px; flex: 1; }
h1 { font-size: 26px; margin: 0 0 14px; line-height: 1.5; }
ul { list-style: none; margin: 0; padding: 0; }
li { font-size: 21px; line-height: 1.6; margin-bottom: 8px; padding: 4px 12px; border-radius: 10px; color: #3d5a63; }
li.new { background: #fff3c4; color: #102a33; font-weight: 700; }
.m { unicode-bidi: isolate; direction: ltr; }
</style></head><body><header>${escape(title)}</header><main><h1>${lineHtml(card.heading)}</h1><ul>${lines}</ul></main></body></html>`;
}

const seconds = (file: string) =>
  Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString(),
  );

const work = mkdtempSync(join(tmpdir(), 'lessons-'));
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: testChromiumPath });
const page = await browser.newPage({ viewport: { width: 640, height: 360 } });
const manifest: Record<string, { duration_seconds: number; transcript: string }> = {};

for (const skill of SKILLS.filter((s) => s.grade === LESSON_GRADE)) {
  const [first] = questionsOfSkill(skill.id);
  if (!first) continue;
  const { question, solution } = first;
  const title = `درس: ${skill.title}`;
  const steps = [...solution.steps].sort((a, b) => a.order - b.order).map((step) => step.text);
  const prompt = question.prompt;
  const choices = question.type === 'multiple_choice' ? question.choices.map((c) => `○ ${c.text}`) : [];
  const cards: Card[] = [
    {
      heading: skill.title,
      lines: ['یک نمونه را با هم قدم‌به‌قدم حل می‌کنیم.'],
      said: `درس ${skill.title}. یک نمونه را با هم قدم به قدم حل می‌کنیم.`,
    },
    { heading: prompt, lines: choices, said: speech.questionSpeech(question) },
    ...steps.map((_, i) => ({
      heading: prompt,
      lines: steps.slice(0, i + 1),
      said: speech.lineSpeech(solution.steps[i]!.text),
    })),
    {
      heading: 'حالا نوبت توست!',
      lines: ['چند پرسش دیگر از همین درس را خودت حل کن.'],
      said: 'حالا نوبت توست! چند پرسش دیگر از همین درس را خودت حل کن.',
    },
  ];
  const segments: string[] = [];
  for (const [i, card] of cards.entries()) {
    const png = join(work, `card-${i}.png`);
    const wav = join(work, `card-${i}.wav`);
    const segment = join(work, `card-${i}.mp4`);
    await page.setContent(cardHtml(card, title));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: png });
    execFileSync('espeak-ng', ['-v', 'fa', '-s', '150', '-w', wav, card.said]);
    const length = (seconds(wav) + PAUSE).toFixed(2);
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-loop', '1', '-framerate', '5', '-i', png, '-i', wav],
      ...['-af', `apad=pad_dur=${PAUSE}`, '-t', length],
      ...['-c:v', 'libx264', '-tune', 'stillimage', '-pix_fmt', 'yuv420p', '-crf', '30', '-r', '5'],
      ...['-c:a', 'aac', '-b:a', '16k', '-ac', '1', '-ar', '16000', segment],
    ]);
    segments.push(segment);
  }
  const list = join(work, 'list.txt');
  writeFileSync(list, segments.map((s) => `file '${s}'`).join('\n'));
  const file = join(ROOT, 'public', lessonPath(skill.name));
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    '-c',
    'copy',
    '-movflags',
    '+faststart',
    file,
  ]);
  manifest[skill.name] = {
    // Whole seconds as the player shows them (it rounds down: 29.6 s is «0:29»).
    duration_seconds: Math.floor(seconds(file)),
    transcript: cards.map((card) => card.said).join(' '),
  };
  console.log(
    `${skill.name}: ${manifest[skill.name]!.duration_seconds} s, ${Math.round(statSync(file).size / 1024)} KB`,
  );
}

writeFileSync(
  MANIFEST,
  `/**
 * Written by \`npm run lessons\` (scripts/lessons.ts); do not edit. The teaching videos of the
 * demo world in public/media/lessons: each one's length and the words it says (its transcript).
 */
export const LESSONS: Readonly<Record<string, { duration_seconds: number; transcript: string }>> = ${JSON.stringify(manifest, null, 2)};
`,
);
execFileSync(join(ROOT, 'node_modules/.bin/prettier'), ['--write', '--log-level=warn', MANIFEST]);
await browser.close();
await vite.close();
rmSync(work, { recursive: true, force: true });
console.log(`${Object.keys(manifest).length} lessons in public/media/lessons`);
