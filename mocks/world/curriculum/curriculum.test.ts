import { describe, expect, it } from 'vitest';
import {
  COURSES,
  QUESTIONS,
  SKILLS,
  courseById,
  coursesOfGrade,
  judge,
  normaliseDigits,
  normaliseText,
  questionById,
  questionByKey,
  questionsOfSkill,
  skillById,
  skillByName,
  skillsInRange,
  skillsOfCourse,
} from './index.ts';
import type { AnswerValue, QuestionBody, QuestionRec, QuestionType } from './index.ts';
import { questionsFor } from './questions.ts';

const PERSIAN = /[\u0600-\u06ff]/;
const LATIN_DIGIT = /[0-9]/;
const TYPES: QuestionType[] = [
  'multiple_choice',
  'numeric',
  'short_answer',
  'true_false',
  'ordering',
  'matching',
  'fraction',
  'blanks',
];
const BASE_KEYS = ['id', 'key', 'type', 'skill_id', 'prompt', 'image_url', 'hint', 'hints', 'points'];
const TYPE_KEYS: Record<QuestionType, string[]> = {
  multiple_choice: ['choices'],
  numeric: ['unit', 'decimals'],
  short_answer: ['max_length'],
  true_false: [],
  ordering: ['items'],
  matching: ['left', 'right'],
  fraction: ['mixed', 'simplest'],
  blanks: ['parts'],
};
const fa = (n: number) => String(n).replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] as string);
const letters = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + i));

/** Every text a child sees in a question body. */
function shownTexts(q: QuestionBody): string[] {
  const texts = [q.prompt, q.hint ?? ''];
  if (q.type === 'multiple_choice') texts.push(...q.choices.map((c) => c.text));
  if (q.type === 'ordering') texts.push(...q.items.map((c) => c.text));
  if (q.type === 'matching') texts.push(...q.left.map((c) => c.text), ...q.right.map((c) => c.text));
  if (q.type === 'blanks') texts.push(...q.parts.map((p) => p.text));
  return texts;
}

/** A deliberately wrong answer of the question's own type. */
function wrongAnswer(rec: QuestionRec): AnswerValue {
  const { question: q, answer: a } = rec;
  switch (a.type) {
    case 'multiple_choice': {
      const other = q.type === 'multiple_choice' ? q.choices.find((c) => c.id !== a.choice_id) : undefined;
      return { type: 'multiple_choice', choice_id: other?.id ?? 'z' };
    }
    case 'numeric':
      return { type: 'numeric', number: String(Number(a.number) + 1) };
    case 'short_answer':
      return { type: 'short_answer', text: `${a.text}ستان` };
    case 'true_false':
      return { type: 'true_false', value: !a.value };
    case 'ordering':
      return { type: 'ordering', order: [...a.order].reverse() };
    case 'matching':
      return {
        type: 'matching',
        pairs: a.pairs.map((p, i) => ({ left_id: p.left_id, right_id: a.pairs[(i + 1) % a.pairs.length]!.right_id })),
      };
    case 'fraction':
      return { ...a, numerator: a.numerator + 1 };
    case 'blanks':
      return {
        type: 'blanks',
        values: a.values.map((v, i) =>
          i === 0 ? { ...v, text: /^[0-9.]+$/.test(v.text) ? String(Number(v.text) + 1) : `${v.text}ها` } : v,
        ),
      };
  }
}

describe('courses', () => {
  it('are the 12 courses of grades 3–6 with the spec subject indexes', () => {
    expect(COURSES).toHaveLength(12);
    expect(courseById(401)).toEqual({
      id: 401,
      name: 'ریاضی چهارم',
      subject: 'math',
      grade: 'fourth',
      subject_index: 1,
    });
    const index = Object.fromEntries(COURSES.map((c) => [c.id, c.subject_index]));
    expect(index).toEqual({
      301: 0,
      302: 4,
      303: 8,
      401: 1,
      402: 5,
      403: 9,
      501: 2,
      502: 6,
      503: 10,
      601: 3,
      602: 7,
      603: 11,
    });
    expect(coursesOfGrade('sixth').map((c) => c.name)).toEqual(['ریاضی ششم', 'فارسی ششم', 'علوم ششم']);
  });
});

describe('skills', () => {
  it('every course has 10–16 skills in 4–6 chapters, in book order', () => {
    for (const course of COURSES) {
      const skills = skillsOfCourse(course.id);
      expect(skills.length, course.name).toBeGreaterThanOrEqual(10);
      expect(skills.length, course.name).toBeLessThanOrEqual(16);
      const chapters = new Set(skills.map((s) => s.chapter));
      expect(chapters.size).toBeGreaterThanOrEqual(4);
      expect(chapters.size).toBeLessThanOrEqual(6);
      skills.forEach((s, i) => {
        expect(s.n).toBe(i + 1);
        if (i === 0) return;
        const prev = skills[i - 1]!;
        expect(s.page, s.name).toBeGreaterThan(prev.page);
        expect(s.section).toBeGreaterThanOrEqual(prev.section);
        expect(s.chapter_order).toBeGreaterThanOrEqual(prev.chapter_order);
      });
    }
  });

  it('follow the id, code, slug and chapter schemes', () => {
    const digit = { third: 3, fourth: 4, fifth: 5, sixth: 6 } as const;
    const letter = { math: 'ر', literature: 'ف', science: 'ع' } as const;
    const prefix = { math: 'm', literature: 'l', science: 's' } as const;
    for (const s of SKILLS) {
      const course = courseById(s.course_id)!;
      expect([course.grade, course.subject, course.subject_index]).toEqual([s.grade, s.subject, s.subject_index]);
      expect(s.id).toBe(s.course_id * 100 + s.n);
      expect(s.code).toBe(`${fa(digit[s.grade])}-${letter[s.subject]}-${fa(s.n)}`);
      expect(s.name).toMatch(new RegExp(`^${prefix[s.subject]}${digit[s.grade]}-[a-z0-9-]+$`));
      expect(s.chapter.match(/^فصل ([۰-۹]+) – \S/)?.[1], s.chapter).toBe(fa(s.chapter_order));
      expect(s.page).toBeGreaterThanOrEqual(1);
      expect(s.page).toBeLessThanOrEqual(150);
      expect(s.section).toBeGreaterThanOrEqual(1);
      expect(PERSIAN.test(s.title)).toBe(true);
    }
    expect(new Set(SKILLS.map((s) => s.id)).size).toBe(SKILLS.length);
    expect(new Set(SKILLS.map((s) => s.name)).size).toBe(SKILLS.length);
  });

  it('include the skills the rest of the world names', () => {
    expect(skillByName('m4-two-digit-multiplication')).toMatchObject({ id: 40112, code: '۴-ر-۱۲', n: 12 });
    expect(skillById(40112)?.title).toBe('ضرب عددهای دورقمی');
    for (const slug of [
      'm4-multiply-by-10-100',
      'm4-equivalent-fractions',
      'm4-compare-fractions',
      'l4-plural-an-ha',
    ]) {
      expect(skillByName(slug)?.course_id, slug).toBe(slug.startsWith('m') ? 401 : 402);
    }
    expect(skillByName('s4-animals-food')?.course_id).toBe(403);
    for (const grade of [4, 5, 6]) {
      const fractions = QUESTIONS.filter(
        (q) => q.question.type === 'fraction' && Math.floor(q.skill_id / 100) === grade * 100 + 1,
      );
      expect(fractions.length, `grade ${grade}`).toBeGreaterThan(10);
    }
  });
});

describe('questions', () => {
  it('every skill has enough questions, numbered by the id and key schemes', () => {
    for (const skill of SKILLS) {
      const list = questionsOfSkill(skill.id);
      expect(list.length, skill.name).toBeGreaterThanOrEqual(skill.subject === 'math' ? 12 : 6);
      list.forEach((q, i) => {
        expect(q.id).toBe(skill.id * 100 + i + 1);
        expect(q.key).toBe(`${skill.name}-${i + 1}`);
        expect([q.question.id, q.question.key, q.question.skill_id, q.skill_id]).toEqual([
          q.id,
          q.key,
          skill.id,
          skill.id,
        ]);
      });
      expect(new Set(list.map((q) => q.question.type)).size, skill.name).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    expect(new Set(QUESTIONS.map((q) => q.key)).size).toBe(QUESTIONS.length);
  });

  it('use all eight types many times, and the right choice is not always the first', () => {
    for (const type of TYPES)
      expect(QUESTIONS.filter((q) => q.question.type === type).length, type).toBeGreaterThan(30);
    const rightIds = new Set(
      QUESTIONS.flatMap((q) => (q.answer.type === 'multiple_choice' ? [q.answer.choice_id] : [])),
    );
    expect([...rightIds].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('are the contract shapes, with no answer inside the question', () => {
    for (const { question: q, answer } of QUESTIONS) {
      // `audio_url` is optional: only recorded questions carry it (recordings.ts).
      const recorded = q.audio_url === undefined ? [] : ['audio_url'];
      expect(Object.keys(q).sort(), q.key).toEqual([...BASE_KEYS, ...TYPE_KEYS[q.type], ...recorded].sort());
      expect(answer.type).toBe(q.type);
      expect(q.points).toBe(1);
      expect(q.image_url).toBeNull();
      expect(q.hint === null || (typeof q.hint === 'string' && PERSIAN.test(q.hint))).toBe(true);
      const choices = q.type === 'multiple_choice' ? q.choices : q.type === 'ordering' ? q.items : [];
      if (choices.length) {
        expect(choices.map((c) => c.id)).toEqual(letters(choices.length));
        expect(new Set(choices.map((c) => c.text)).size, q.key).toBe(choices.length);
      }
    }
  });

  it('hold answer keys that fit their questions', () => {
    for (const { question: q, answer: a, key } of QUESTIONS) {
      if (q.type === 'multiple_choice' && a.type === 'multiple_choice') {
        expect(q.choices.length).toBeGreaterThanOrEqual(2);
        expect(q.choices.length).toBeLessThanOrEqual(4);
        expect(q.choices.map((c) => c.id)).toContain(a.choice_id);
      }
      if (q.type === 'ordering' && a.type === 'ordering') {
        expect(q.items.length).toBeGreaterThanOrEqual(3);
        expect(q.items.length).toBeLessThanOrEqual(6);
        expect([...a.order].sort()).toEqual(letters(q.items.length));
        expect(a.order, `${key} is shown unshuffled`).not.toEqual(letters(q.items.length));
      }
      if (q.type === 'matching' && a.type === 'matching') {
        expect(q.left.length).toBe(q.right.length);
        expect(q.left.length).toBeGreaterThanOrEqual(2);
        expect(q.left.length).toBeLessThanOrEqual(5);
        expect(a.pairs.map((p) => p.left_id).sort()).toEqual(letters(q.left.length));
        expect(a.pairs.map((p) => p.right_id).sort()).toEqual(letters(q.right.length));
        expect(
          a.pairs.every((p) => p.left_id === p.right_id),
          `${key} right column unshuffled`,
        ).toBe(false);
        expect(new Set(q.right.map((c) => c.text)).size).toBe(q.right.length);
      }
      if (q.type === 'numeric' && a.type === 'numeric') {
        expect(a.number).toMatch(/^-?[0-9]+(\.[0-9]+)?$/);
        expect(q.decimals).toBeGreaterThanOrEqual(a.number.split('.')[1]?.length ?? 0);
        expect(q.decimals).toBeLessThanOrEqual(3);
        expect(q.unit === null || PERSIAN.test(q.unit)).toBe(true);
      }
      if (q.type === 'short_answer' && a.type === 'short_answer') {
        expect(q.max_length).toBeGreaterThanOrEqual(a.text.length);
        expect(q.max_length).toBeLessThanOrEqual(100);
      }
      if (q.type === 'fraction' && a.type === 'fraction') {
        expect(a.denominator).toBeGreaterThanOrEqual(1);
        expect(Number.isInteger(a.numerator) && Number.isInteger(a.denominator)).toBe(true);
      }
      if (q.type === 'blanks' && a.type === 'blanks') {
        const blanks = q.parts.flatMap((p) => (p.blank ? [p.blank] : []));
        expect(q.parts.length).toBeGreaterThanOrEqual(2);
        expect(blanks.map((b) => b.id)).toEqual(letters(blanks.length));
        expect(a.values.map((v) => v.blank_id)).toEqual(letters(blanks.length));
        for (const b of blanks) {
          expect(b.width).toBeGreaterThanOrEqual(1);
          expect(b.width).toBeLessThanOrEqual(10);
          const value = a.values.find((v) => v.blank_id === b.id)!.text;
          if (b.input === 'number') expect(value).toMatch(/^-?[0-9]+(\.[0-9]+)?$/);
        }
      }
    }
  });

  it('are written in Persian with Persian digits, with a 2–4 step solution', () => {
    for (const { id, question, solution } of QUESTIONS) {
      expect(PERSIAN.test(question.prompt), question.key).toBe(true);
      expect(PERSIAN.test(solution.summary)).toBe(true);
      expect(solution).toMatchObject({ question_id: id, video_url: null });
      expect(solution.steps.length).toBeGreaterThanOrEqual(2);
      expect(solution.steps.length).toBeLessThanOrEqual(4);
      solution.steps.forEach((step, i) => {
        expect(step).toEqual({ order: i + 1, text: step.text, image_url: null });
        expect(PERSIAN.test(step.text)).toBe(true);
      });
      for (const text of [...shownTexts(question), solution.summary, ...solution.steps.map((s) => s.text)]) {
        expect(LATIN_DIGIT.test(text), `${question.key}: ${text}`).toBe(false);
      }
    }
  });

  it('judge every answer key right and a wrong answer of each type wrong', () => {
    for (const q of QUESTIONS) {
      expect(judge(q, q.answer), q.key).toBe(true);
      expect(judge(q, wrongAnswer(q)), q.key).toBe(false);
      const otherType: AnswerValue =
        q.answer.type === 'true_false' ? { type: 'numeric', number: '1' } : { type: 'true_false', value: true };
      expect(judge(q, otherType)).toBe(false);
    }
  });

  it('are the same on every build (seeded by the skill id)', () => {
    for (const name of ['m4-two-digit-multiplication', 'm5-add-subtract-fractions', 'l4-plural-an-ha', 's6-rocks']) {
      const skill = skillByName(name)!;
      expect(questionsFor(skill)).toEqual(questionsOfSkill(skill.id));
    }
  });
});

describe('lookups', () => {
  it('find courses, skills and questions', () => {
    expect(courseById(999)).toBeUndefined();
    expect(skillByName('nope')).toBeUndefined();
    const q = questionByKey('m4-two-digit-multiplication-1')!;
    expect(q.id).toBe(4011201);
    expect(questionById(4011201)).toBe(q);
    expect(questionsOfSkill(40112)[0]).toBe(q);
    expect(skillsOfCourse(401).map((s) => s.id)).toEqual(Array.from({ length: 16 }, (_, i) => 40101 + i));
    expect(coursesOfGrade('fourth').map((c) => c.id)).toEqual([401, 402, 403]);
  });

  it('select a homework range by pages or sections', () => {
    const all = skillsOfCourse(401);
    const byPage = skillsInRange(401, { firstPage: 48, lastPage: 58 });
    expect(byPage.map((s) => s.page)).toEqual(all.filter((s) => s.page >= 48 && s.page <= 58).map((s) => s.page));
    expect(byPage.map((s) => s.name)).toContain('m4-two-digit-multiplication');
    const bySection = skillsInRange(401, { firstSection: 9, lastSection: 10 });
    expect(bySection.every((s) => s.section >= 9 && s.section <= 10)).toBe(true);
    expect(bySection.length).toBe(all.filter((s) => s.section >= 9 && s.section <= 10).length);
    expect(skillsInRange(401, { firstPage: 200, lastPage: 300 })).toEqual([]);
  });
});

/** A question record around a body and key, for the judge's rules. */
function rec(body: Partial<QuestionBody> & { type: QuestionType }, answer: AnswerValue): QuestionRec {
  const question = {
    id: 1,
    key: 'k',
    skill_id: 1,
    prompt: 'پرسش',
    image_url: null,
    hint: null,
    points: 1,
    ...body,
  } as QuestionBody;
  return {
    id: 1,
    key: 'k',
    skill_id: 1,
    question,
    answer,
    solution: { question_id: 1, summary: '', steps: [], video_url: null },
  };
}

describe('judge', () => {
  const numeric = rec({ type: 'numeric', unit: null, decimals: 1 }, { type: 'numeric', number: '12.5' });
  const say = (q: QuestionRec, number: string) => judge(q, { type: 'numeric', number });

  it('reads numbers in any digit set with either decimal point', () => {
    for (const typed of ['12.5', '۱۲٫۵', '١٢٫٥', '۱۲.۵', '12٫5', '12.50', '+12.5', ' 12.5 ', '۰۱۲٫۵']) {
      expect(say(numeric, typed), typed).toBe(true);
    }
    for (const typed of ['12', '125', '12,5', '1.25', 'دوازده', '', '12.5.1'])
      expect(say(numeric, typed), typed).toBe(false);
    const big = rec({ type: 'numeric', unit: null, decimals: 0 }, { type: 'numeric', number: '12345' });
    for (const typed of ['12345', '۱۲٬۳۴۵', '١٢٬٣٤٥', '12,345', '12 345', '۱۲۳۴۵'])
      expect(say(big, typed), typed).toBe(true);
  });

  it('forgives spelling forms in short answers', () => {
    const book = rec({ type: 'short_answer', max_length: 20 }, { type: 'short_answer', text: 'کتاب‌ها' });
    const say = (text: string) => judge(book, { type: 'short_answer', text });
    for (const typed of [
      'کتاب‌ها',
      'كتاب‌ها',
      'کتابها',
      'کتاب ها',
      'کتاب ‌ ها',
      '  کتاب‌ها ',
      'کتـــاب‌ها',
      'کِتابْ‌ها',
    ]) {
      expect(say(typed), typed).toBe(true);
    }
    for (const typed of ['کتاب', 'کتابان', '', '   ']) expect(say(typed), typed).toBe(false);
    const word = rec({ type: 'short_answer', max_length: 20 }, { type: 'short_answer', text: 'کتاب' });
    expect(judge(word, { type: 'short_answer', text: 'كتاب' })).toBe(true);
    const play = rec({ type: 'short_answer', max_length: 20 }, { type: 'short_answer', text: 'بازی ۳' });
    expect(judge(play, { type: 'short_answer', text: 'بازي 3' })).toBe(true);
    expect(judge(play, { type: 'short_answer', text: 'بازى ٣' })).toBe(true);
  });

  it('normalises digits and text for reuse', () => {
    expect(normaliseDigits('۱۲٫۵ و ٣٤ و 56')).toBe('12٫5 و 34 و 56');
    expect(normaliseText('  كتـاب‌ها   ي  ')).toBe('کتابها ی');
    expect(normaliseText('مَدرِسه')).toBe('مدرسه');
  });

  it('judges choices, true/false, order and pairs', () => {
    const choice = rec({ type: 'multiple_choice', choices: [] }, { type: 'multiple_choice', choice_id: 'c' });
    expect(judge(choice, { type: 'multiple_choice', choice_id: 'c' })).toBe(true);
    expect(judge(choice, { type: 'multiple_choice', choice_id: 'a' })).toBe(false);
    const tf = rec({ type: 'true_false' }, { type: 'true_false', value: false });
    expect(judge(tf, { type: 'true_false', value: false })).toBe(true);
    expect(judge(tf, { type: 'true_false', value: true })).toBe(false);
    const order = rec({ type: 'ordering', items: [] }, { type: 'ordering', order: ['c', 'a', 'b'] });
    expect(judge(order, { type: 'ordering', order: ['c', 'a', 'b'] })).toBe(true);
    expect(judge(order, { type: 'ordering', order: ['a', 'b', 'c'] })).toBe(false);
    expect(judge(order, { type: 'ordering', order: ['c', 'a'] })).toBe(false);
    const pairs = [
      { left_id: 'a', right_id: 'b' },
      { left_id: 'b', right_id: 'a' },
    ];
    const match = rec({ type: 'matching', left: [], right: [] }, { type: 'matching', pairs });
    expect(judge(match, { type: 'matching', pairs: [...pairs].reverse() })).toBe(true);
    expect(judge(match, { type: 'matching', pairs: [pairs[0]!, { left_id: 'b', right_id: 'b' }] })).toBe(false);
    expect(judge(match, { type: 'matching', pairs: [pairs[0]!] })).toBe(false);
    expect(judge(match, { type: 'matching', pairs: [pairs[0]!, pairs[0]!] })).toBe(false);
  });

  it('compares fractions by value, and in lowest terms when asked', () => {
    const key: AnswerValue = { type: 'fraction', whole: null, numerator: 3, denominator: 4 };
    const free = rec({ type: 'fraction', mixed: false, simplest: false }, key);
    const lowest = rec({ type: 'fraction', mixed: false, simplest: true }, key);
    const f = (numerator: number, denominator: number, whole: number | null = null): AnswerValue => ({
      type: 'fraction',
      whole,
      numerator,
      denominator,
    });
    expect(judge(free, f(6, 8))).toBe(true);
    expect(judge(free, f(3, 4))).toBe(true);
    expect(judge(lowest, f(6, 8))).toBe(false);
    expect(judge(lowest, f(3, 4))).toBe(true);
    expect(judge(free, f(4, 3))).toBe(false);
    expect(judge(free, f(3, 0))).toBe(false);
    expect(judge(free, f(-3, -4))).toBe(false);
    expect(judge(free, f(1.5, 2))).toBe(false);
    const mixed = rec({ type: 'fraction', mixed: true, simplest: true }, f(1, 3, 2));
    expect(judge(mixed, f(1, 3, 2))).toBe(true);
    expect(judge(mixed, f(7, 3))).toBe(true);
    expect(judge(mixed, f(2, 6, 2))).toBe(false);
    expect(judge(rec({ type: 'fraction', mixed: true, simplest: false }, f(1, 3, 2)), f(2, 6, 2))).toBe(true);
    expect(judge(mixed, f(1, 3, 1))).toBe(false);
  });

  it('needs every blank right: numbers like numeric, words like short answers', () => {
    const parts = [
      { text: 'عدد ', blank: { id: 'a', input: 'number' as const, width: 4 } },
      { text: ' و واژهٔ ', blank: { id: 'b', input: 'text' as const, width: 6 } },
    ];
    const q = rec(
      { type: 'blanks', parts },
      {
        type: 'blanks',
        values: [
          { blank_id: 'a', text: '12.5' },
          { blank_id: 'b', text: 'کتاب' },
        ],
      },
    );
    const say = (a: string, b: string) =>
      judge(q, {
        type: 'blanks',
        values: [
          { blank_id: 'b', text: b },
          { blank_id: 'a', text: a },
        ],
      });
    expect(say('۱۲٫۵', 'كتاب')).toBe(true);
    expect(say('12.50', ' کتاب ')).toBe(true);
    expect(say('12', 'کتاب')).toBe(false);
    expect(say('12.5', 'دفتر')).toBe(false);
    expect(judge(q, { type: 'blanks', values: [{ blank_id: 'a', text: '12.5' }] })).toBe(false);
    expect(judge(q, { type: 'numeric', number: '12.5' })).toBe(false);
  });
});
