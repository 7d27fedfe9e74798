/**
 * Every picture and video the demo world points at is a small file the app serves itself from
 * public/ (no outside host, nothing missing): avatars, badges and cups, package covers, lesson
 * videos and the seeded chat pictures — read from the world's records, from its answers, and
 * from every /media/ address in the contract's examples.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../world/build.ts';
import { QUESTIONS, skillById, skillByName } from '../world/curriculum/index.ts';
import { LESSON_GRADE, lessonPath } from '../world/curriculum/lesson-skills.ts';
import { LESSONS } from '../world/curriculum/lessons.ts';
import { RECORDED_SKILLS } from '../world/curriculum/recordings.ts';
import { partnersOf, threadBetween } from '../world/conversations.ts';
import { packagesOfClass } from '../world/packages.ts';
import { AVATARS } from '../world/rewards-avatars.ts';
import { HABITS } from '../world/rewards-habits.ts';
import { rewardsOf } from '../world/rewards.ts';
import { worldClient } from './harness.ts';

const ROOT = join(import.meta.dirname, '../..');
const PUBLIC = join(ROOT, 'public');
/** The picture a person without one has (the contract's value, not an address). */
const NO_IMAGE = 'no-image';

/** The addresses under `value`: strings of fields named *url or image that start with a slash. */
function addresses(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) addresses(item, out);
  else if (value && typeof value === 'object')
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === 'string' && /(url|image)$/i.test(key) && field !== NO_IMAGE) out.add(field);
      else addresses(field, out);
    }
  return out;
}

const exists = (url: string) => {
  try {
    return statSync(join(PUBLIC, decodeURIComponent(url))).isFile();
  } catch {
    return false;
  }
};

/** The addresses that are not a file of public/media/ (the answer: none). */
const missing = (urls: Iterable<string>) =>
  [...urls].filter((url) => !url.startsWith('chat/') && !(url.startsWith('/media/') && exists(url)));

function chatPictures(world: World): Set<string> {
  const out = new Set<string>();
  for (const person of world.people)
    for (const other of partnersOf(world, person.id))
      for (const message of threadBetween(world, person.id, other)) if (message.url !== null) out.add(message.url);
  return out;
}

/** An MP4's length in seconds, from its movie header (mvhd: version, times, timescale, duration). */
function mp4Seconds(path: string): number {
  const file = readFileSync(path);
  const at = file.indexOf('mvhd') + 4;
  const version = file.readUInt8(at);
  const timescale = version === 1 ? file.readUInt32BE(at + 20) : file.readUInt32BE(at + 12);
  const duration = version === 1 ? Number(file.readBigUInt64BE(at + 24)) : file.readUInt32BE(at + 16);
  return duration / timescale;
}

/** A teaching video (npm run lessons): under a minute of still cards and speech, about 32 kbit/s. */
const LESSON_BYTES = 256 * 1024;

describe('the demo world’s media', () => {
  it('every avatar, badge, cup, cover, video and chat picture the world holds is a file of public/media/', () => {
    const world = buildWorld();
    const urls = addresses({
      avatars: AVATARS,
      habits: HABITS,
      rewards: world.people.filter((p) => p.role === 'student').map((p) => rewardsOf(world, p.id)),
      packages: world.classes.map((c) => packagesOfClass(world, c.id)),
    });
    const chat = chatPictures(world);
    expect(missing(urls)).toEqual([]);
    expect(missing(chat)).toEqual([]);
    expect(missing(chatPictures(buildWorld({ large: true })))).toEqual([]);
    // The world really shows each kind: twelve avatars, every cup, a cover per subject, a teaching video
    // of each subject, chat pictures.
    const all = [...urls];
    expect(all.filter((u) => u.startsWith('/media/avatars/'))).toHaveLength(12);
    for (const cup of ['gold', 'silver', 'bronze']) expect(urls).toContain(`/media/badges/cup-${cup}.svg`);
    for (const subject of ['math', 'literature', 'science']) {
      expect(urls).toContain(`/media/packages/${subject}.svg`);
      const letter = subject[0];
      expect(all.some((u) => u.startsWith(`/media/lessons/${letter}4-`))).toBe(true);
    }
    expect(chat.size).toBeGreaterThanOrEqual(5);
  });

  it('every recording a question or a solution points at is a file, one of each for the recorded skills', () => {
    const recorded = QUESTIONS.filter((q) => RECORDED_SKILLS.includes(skillById(q.skill_id)!.name));
    expect(recorded.length).toBeGreaterThanOrEqual(40);
    const urls = addresses(QUESTIONS.map((q) => ({ question: q.question, solution: q.solution })));
    expect([...urls].filter((url) => url.startsWith('/media/recordings/'))).toHaveLength(recorded.length * 2);
    expect(missing(urls)).toEqual([]);
    // Every file is one a question points at: none left over from a question renamed.
    const files = readdirSync(join(PUBLIC, 'media/recordings')).map((file) => `/media/recordings/${file}`);
    expect(files.filter((file) => !urls.has(file))).toEqual([]);
  });

  it('every teaching video is a small file of a grade-4 skill, with its length and the words it says, none left over', () => {
    const names = Object.keys(LESSONS);
    expect(names.length).toBeGreaterThanOrEqual(30);
    const files = readdirSync(join(PUBLIC, 'media/lessons'));
    expect(files.sort()).toEqual(names.map((name) => `${name}.mp4`).sort());
    for (const name of names) {
      const skill = skillByName(name)!;
      expect(skill.grade, name).toBe(LESSON_GRADE);
      expect(statSync(join(PUBLIC, lessonPath(name))).size, name).toBeLessThan(LESSON_BYTES);
      // The transcript says the skill and its worked example's first step.
      expect(LESSONS[name]!.transcript, name).toContain(skill.title);
      expect(LESSONS[name]!.duration_seconds, name).toBeGreaterThan(10);
      // The length the page says is the one the player shows (whole seconds, rounded down).
      expect(LESSONS[name]!.duration_seconds, name).toBe(Math.floor(mp4Seconds(join(PUBLIC, lessonPath(name)))));
    }
  });

  it('the world’s answers point only at files of public/media/', async () => {
    const { get } = worldClient();
    const answers: unknown[] = [
      await get('student', '/member/profile/avatars/'),
      await get('student', '/member/badges/'),
    ];
    const packages = (await get('student', '/member/package/')).body as { id: number }[];
    expect(packages.length).toBeGreaterThan(0);
    for (const pkg of packages) answers.push(await get('student', `/member/package/${pkg.id}/activities/`));
    for (const as of ['student', 'teacher']) {
      const partners = (await get(as, '/chat/users/')).body as { id: number }[];
      for (const partner of partners) answers.push(await get(as, `/chat/message/?userId=${partner.id}`));
    }
    const list = (await get('admin', '/admin/chat/users/')).body as { filter_user: { id: number }[] };
    for (const user of list.filter_user.slice(0, 40)) answers.push(await get('admin', `/admin/chat/${user.id}/`));
    const urls = addresses(answers);
    expect([...urls].some((u) => u.startsWith('/media/chat/'))).toBe(true);
    expect([...urls].some((u) => u.startsWith('/media/lessons/'))).toBe(true);
    expect(missing(urls)).toEqual([]);
  });

  it('every /media/ address in the contract’s examples is a file of public/media/', () => {
    const dir = join(ROOT, 'openapi/paths');
    const urls = readdirSync(dir)
      .filter((file) => file.endsWith('.yaml'))
      .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/\/media\/[^\s'",}]+/g)].map((m) => m[0]));
    expect(urls.length).toBeGreaterThan(20);
    expect(missing(new Set(urls))).toEqual([]);
  });

  it('keeps each file small, and each picture titled in Persian', () => {
    const media = join(PUBLIC, 'media');
    const files = readdirSync(media, { recursive: true, encoding: 'utf8' }).filter((f) => /\.\w+$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(40);
    for (const file of files) {
      const path = join(media, file);
      if (file.endsWith('.svg')) {
        const text = readFileSync(path, 'utf8');
        expect(statSync(path).size, file).toBeLessThan(6 * 1024);
        expect(text, file).toMatch(/<title[^>]*>[^<]*[\u0600-\u06FF][^<]*<\/title>/);
        expect(text, `${file} loads nothing from outside`).not.toMatch(/(href|src)="(https?:)?\/\//);
      } else if (file.endsWith('.mp3')) {
        // A recording read aloud (npm run recordings): speech at 16 kbit/s.
        expect(statSync(path).size, file).toBeLessThan(80 * 1024);
      } else {
        expect(file).toMatch(/^lessons\/[a-z0-9-]+\.mp4$/);
        expect(statSync(path).size, file).toBeLessThan(LESSON_BYTES);
      }
    }
  });
});
