import { describe, expect, it } from 'vitest';
import { QUESTIONS, questionById, skillById, skillByName } from '../../world/curriculum/index.ts';
import type { QuestionRec } from '../../world/curriculum/types.ts';
import { homeworkOf } from '../../world/homework.ts';
import { practiceOf } from '../../world/practice.ts';
import { slipOf } from '../../world/practice-history.ts';
import { applyAnswer } from '../../world/smart-score.ts';
import { worldClient } from '../harness.ts';

type Client = ReturnType<typeof worldClient>;

/** A pupil of the question's grade, by username. */
function pupilFor(world: Client['world'], question: QuestionRec): string {
  const grade = skillById(question.skill_id)!.grade;
  const cls = world.classes.find((c) => c.school_id === 1 && c.grade === grade)!;
  return world.pupilsOf(cls.id)[0]!.username;
}

async function answer(client: Client, as: string, question: QuestionRec, value: unknown) {
  // Show the question first, as the app does: answering it again without a new one counts once.
  await client.get(as, `/member/questions/?questionId=${question.id}`);
  return client.call(as, 'POST', '/member/questions/answer/', {
    question_id: question.id,
    answer: value,
    time_spent_seconds: 30,
  });
}

describe('practice', () => {
  it('judges every answer type on the server, right and wrong', async () => {
    const client = worldClient();
    const types = [...new Set(QUESTIONS.map((q) => q.answer.type))];
    expect(types.length).toBeGreaterThanOrEqual(6);
    for (const type of types) {
      const question = QUESTIONS.find((q) => q.answer.type === type)!;
      const as = pupilFor(client.world, question);
      const right = await answer(client, as, question, question.answer);
      expect(right.body.correct, type).toBe(true);
      expect(right.body.correct_answer).toEqual(question.answer);
      expect(right.body.solution.question_id).toBe(question.id);
      const wrong = await answer(client, as, question, slipOf(question, 1));
      expect(wrong.body.correct, type).toBe(false);
    }
  });

  it('takes numbers as the app sends them and forgives digit sets inside blanks', async () => {
    const client = worldClient();
    const decimal = QUESTIONS.find((q) => q.answer.type === 'numeric' && q.answer.number.includes('.'))!;
    const as = pupilFor(client.world, decimal);
    const key = (decimal.answer as { number: string }).number;
    expect((await answer(client, as, decimal, { type: 'numeric', number: key })).body.correct).toBe(true);
    const persian = key.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!).replace('.', '٫');
    expect((await answer(client, as, decimal, { type: 'numeric', number: persian })).status).toBe(400);
    const blanks = QUESTIONS.find(
      (q) => q.question.type === 'blanks' && q.question.parts.some((p) => p.blank?.input === 'number'),
    )!;
    const values = (blanks.answer as { values: { blank_id: string; text: string }[] }).values.map((v) => ({
      ...v,
      text: v.text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!).replace('.', '٫'),
    }));
    const typed = await answer(client, pupilFor(client.world, blanks), blanks, { type: 'blanks', values });
    expect(typed.body.correct).toBe(true);
    const word = QUESTIONS.find((q) => q.answer.type === 'short_answer' && /[یک]/.test(q.answer.text))!;
    const arabic = (word.answer as { text: string }).text.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
    const spelled = await answer(client, pupilFor(client.world, word), word, {
      type: 'short_answer',
      text: ` ${arabic} `,
    });
    expect(spelled.body.correct).toBe(true);
    const mismatch = await answer(client, as, decimal, { type: 'true_false', value: true });
    expect(mismatch).toEqual({ status: 400, body: { detail: 'پاسخ با نوع سؤال جور نیست.' } });
  });

  it('moves the SmartScore by the rules and counts a repeated answer once', async () => {
    const client = worldClient();
    const { get, call, world } = client;
    const skill = QUESTIONS.map((q) => skillById(q.skill_id)!).find(
      (k) => k.course_id === 401 && world.activity.mastery(101, k.id).score < 80,
    )!;
    const next = await get('student', `/member/questions/?skillName=${skill.name}`);
    const question = questionById(next.body.question.id)!;
    const before = world.activity.mastery(101, question.skill_id);
    const body = { question_id: question.id, answer: question.answer, time_spent_seconds: 20 };
    const first = await call('student', 'POST', '/member/questions/answer/', body);
    const expected = applyAnswer({ score: before.score, streak: before.streak }, true);
    expect(first.body).toMatchObject({
      correct: true,
      smart_score_before: before.score,
      smart_score_after: expected.score,
      streak: expected.streak,
    });
    const again = await call('student', 'POST', '/member/questions/answer/', body);
    expect(again.body).toEqual(first.body);
    expect(world.activity.mastery(101, question.skill_id).answered).toBe(before.answered + 1);
  });

  it('never shows the same question twice in a row, and shows the unanswered one again on reload', async () => {
    const { get } = worldClient();
    const seen: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const next = await get('student', '/member/questions/?skillName=m4-compare-numbers');
      seen.push(next.body.question.id);
    }
    seen.slice(1).forEach((id, i) => expect(id).not.toBe(seen[i]));
    expect(new Set(seen).size).toBeGreaterThan(5);
    const reload = await get('student', '/member/questions/?skillName=m4-compare-numbers&isEmpty=true');
    expect(reload.body.question.id).toBe(seen.at(-1));
    expect((await get('student', '/member/questions/')).status).toBe(400);
    expect((await get('student', '/member/questions/?skillName=m3-place-value')).status).toBe(404);
  });

  it('completes a skill at 100 with a gold cup; practice goes on there («تمرین بیشتر») with the score kept', async () => {
    const client = worldClient();
    const { get, call, world } = client;
    let completed = false;
    for (let i = 0; i < 60 && !completed; i += 1) {
      const next = await get('student', '/member/questions/?skillName=m4-compare-numbers');
      const question = questionById(next.body.question.id)!;
      const result = await call('student', 'POST', '/member/questions/answer/', {
        question_id: question.id,
        answer: question.answer,
        time_spent_seconds: 15,
      });
      completed = result.body.skill_completed && result.body.smart_score_after === 100;
      if (completed) {
        expect(result.body.level).toBe('mastered');
        expect(result.body.new_badges.some((b: { cup_level: string }) => b.cup_level === 'gold')).toBe(true);
        expect(result.body.cups_earned).toBeGreaterThanOrEqual(1);
      }
    }
    expect(completed).toBe(true);
    const more = await get('student', '/member/questions/?skillName=m4-compare-numbers');
    expect(more.body.mastery.smart_score).toBe(100);
    const question = questionById(more.body.question.id)!;
    const wrong = await answer(client, 'student', question, slipOf(question, 1));
    expect(wrong.body).toMatchObject({ correct: false, smart_score_before: 100, smart_score_after: 100, streak: 0 });
    expect(world.activity.mastery(101, 40103).score).toBe(100);
  });

  it('never runs dry: 100 questions in a mastered skill of each subject, none twice in a row', async () => {
    const client = worldClient();
    const { get, call, world } = client;
    for (const skillName of ['m4-compare-numbers', 'l4-antonyms', 's4-animals-food']) {
      const skill = skillByName(skillName)!;
      // Mastered before the first question: the pupil has come back for more.
      while (world.activity.mastery(101, skill.id).score < 100)
        world.activity.record(101, skill, true, 10, world.now());
      const written = QUESTIONS.filter((q) => q.skill_id === skill.id).length;
      const seen: { id: number; base: number }[] = [];
      for (let i = 0; i < 100; i += 1) {
        const next = await get('student', `/member/questions/?skillName=${skillName}`);
        expect(next.status, `${skillName} #${i + 1}`).toBe(200);
        const question = questionById(next.body.question.id)!;
        expect(next.body.question).toEqual(question.question);
        const result = await call('student', 'POST', '/member/questions/answer/', {
          question_id: question.id,
          answer: question.answer,
          time_spent_seconds: 5,
        });
        expect(result.body.correct, question.key).toBe(true);
        seen.push({ id: question.id, base: question.base_id ?? question.id });
      }
      seen.slice(1).forEach(({ base }, i) => expect(base, skillName).not.toBe(seen[i]!.base));
      // Past the written bank: questions made for the pupil.
      expect(new Set(seen.map((s) => s.id)).size, skillName).toBeGreaterThan(written);
    }
  });

  it('counts hints: a right answer after hints raises the score less, and more hints than the question has is refused', async () => {
    const client = worldClient();
    const { get, call, world } = client;
    const next = await get('student', '/member/questions/?skillName=m4-two-digit-multiplication');
    const question = questionById(next.body.question.id)!;
    expect(next.body.question.hints.length).toBeGreaterThanOrEqual(1);
    const before = world.activity.mastery(101, question.skill_id);
    const tooMany = await call('student', 'POST', '/member/questions/answer/', {
      question_id: question.id,
      answer: question.answer,
      time_spent_seconds: 20,
      hints_used: question.question.hints.length + 1,
    });
    expect(tooMany).toEqual({ status: 400, body: { detail: 'این سؤال این‌قدر راهنمایی ندارد.' } });
    const withHints = await call('student', 'POST', '/member/questions/answer/', {
      question_id: question.id,
      answer: question.answer,
      time_spent_seconds: 20,
      hints_used: question.question.hints.length,
    });
    const plain = applyAnswer({ score: before.score, streak: before.streak }, true);
    const helped = applyAnswer({ score: before.score, streak: before.streak }, true, question.question.hints.length);
    expect(helped.score).toBeLessThan(plain.score);
    expect(withHints.body).toMatchObject({ correct: true, smart_score_after: helped.score });
    expect(practiceOf(world).attempts.at(-1)).toMatchObject({
      question_id: question.id,
      hints_used: question.question.hints.length,
    });
  });

  it('shows nothing earned while the school has gamification off', async () => {
    const client = worldClient();
    client.world.school(1)!.gamification.status = 'off';
    for (let i = 0; i < 40; i += 1) {
      const next = await client.get('student', '/member/questions/?skillName=m4-compare-numbers');
      if (!next.body.question) break;
      const question = questionById(next.body.question.id)!;
      const result = await answer(client, 'student', question, question.answer);
      expect(result.body.cups_earned).toBe(0);
      expect(result.body.new_badges).toEqual([]);
    }
  });

  it('lists the pupil’s courses and skills, only of their grade', async () => {
    const { get } = worldClient();
    const maths = await get('student', '/member/skills/?courseId=401');
    const persian = await get('student', '/member/skills/?courseId=402');
    expect(maths.body.course.id).toBe(401);
    expect(persian.body.course.id).toBe(402);
    const skills = maths.body.chapters.flatMap((c: { skills: unknown[] }) => c.skills);
    expect(skills).toHaveLength(maths.body.skills_total);
    expect((await get('student', '/member/skills/?courseId=301')).status).toBe(404);
    const courses = await get('student', '/member/courses/');
    expect(courses.body.map((c: { id: number }) => c.id)).toEqual([401, 402, 403]);
    expect(courses.body[0].skills_proficient).toBe(maths.body.skills_proficient);
  });

  it('opens a question by key for the pupil (no key) and for the teacher (with key and solution)', async () => {
    const { get, world } = worldClient();
    const question = QUESTIONS.find((q) => skillById(q.skill_id)!.course_id === 401)!;
    const mine = await get('student', `/member/questions/by-key/${question.key}/`);
    expect(mine.body.question.id).toBe(question.id);
    expect(JSON.stringify(mine.body)).not.toContain('"answer"');
    const third = QUESTIONS.find((q) => skillById(q.skill_id)!.grade === 'third')!;
    expect((await get('student', `/member/questions/by-key/${third.key}/`)).status).toBe(404);
    const hw = homeworkOf(world).find(
      (h) => h.class_id === 41 && !h.draft && !h.skill_ids.includes(question.skill_id),
    )!;
    expect((await get('student', `/member/questions/by-key/${question.key}/?homeworkId=${hw.id}`)).status).toBe(404);
    const teacher = await get('teacher', `/teacher/questions/by-key/${question.key}/`);
    expect(teacher.body).toMatchObject({ correct_answer: question.answer, position: 1, has_previous: false });
    const manager = await get('school', `/school/questions/by-key/${third.key}/`);
    expect(manager.body.question.id).toBe(third.id);
    expect((await get('school', '/school/questions/by-key/no-such-question-1/')).status).toBe(404);
  });
});
