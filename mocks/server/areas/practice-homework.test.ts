import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '../../world/curriculum/index.ts';
import { homeworkOf, homeworkStatus } from '../../world/homework.ts';
import { worldClient } from '../harness.ts';

describe('practice inside a homework', () => {
  it('moves the homework’s progress as the pupil answers, the same for the pupil and the teacher', async () => {
    const { call, get } = worldClient();
    const created = await call('teacher', 'POST', '/teacher/homework/', {
      title: 'تکلیف مقایسهٔ عددها',
      classIds: [41],
      courseId: 401,
      firstPage: 12,
      lastPage: 16,
      targetSmartScore: 70,
      startDate: '2026-11-22',
      endDate: '2026-11-30',
    });
    const hw = created.body[0];
    const start = await get('student', `/member/homework/${hw.id}/report/`);
    let answered = 0;
    for (let i = 0; i < 80; i += 1) {
      const next = await get('student', `/member/questions/?homeworkId=${hw.id}`);
      expect(next.body.homework_id).toBe(hw.id);
      if (!next.body.question) break;
      const question = QUESTIONS.find((q) => q.id === next.body.question.id)!;
      const result = await call('student', 'POST', '/member/questions/answer/', {
        question_id: question.id,
        answer: question.answer,
        time_spent_seconds: 25,
        homework_id: hw.id,
      });
      expect(result.status).toBe(200);
      answered += 1;
    }
    const mine = await get('student', `/member/homework/${hw.id}/report/`);
    expect(mine.body.progress.status).toBe('done');
    expect(mine.body.progress.progress_percent).toBe(100);
    expect(mine.body.progress.questions_answered).toBe(start.body.progress.questions_answered + answered);
    const teacher = await get('teacher', `/teacher/homework/${hw.id}/report/`);
    const row = teacher.body.students.find((s: { student_id: number }) => s.student_id === 101);
    expect(row).toEqual(mine.body.progress);
    expect(teacher.body.done_count).toBeGreaterThanOrEqual(1);

    const skillId = hw.skills[0].id;
    const work = await get(
      'teacher',
      `/teacher/homework/question-homework-skill/?homeworkId=${hw.id}&studentId=101&skillId=${skillId}`,
    );
    const skillRow = mine.body.progress.skills.find((s: { skill_id: number }) => s.skill_id === skillId);
    expect(work.body.attempts).toHaveLength(skillRow.questions_answered);
    expect(work.body.attempts[0].smart_score_after).toBe(work.body.mastery.smart_score);
    const times = work.body.attempts.map((a: { answered_at: string }) => a.answered_at);
    expect(times).toEqual([...times].sort().reverse());
    const manager = await get(
      'school',
      `/school/homework/student-skills/?homeworkId=${hw.id}&studentId=101&skillId=${skillId}`,
    );
    expect(manager.body).toEqual(work.body);

    const silver = (await get('student', '/member/badges/')).body.badges.find(
      (b: { id: number }) => b.id === hw.id * 10 + 3,
    );
    expect(silver).toMatchObject({ cup_level: 'silver', is_new: true });
  });

  it('shows a finished homework’s answers of the replayed year to the teacher', async () => {
    const { get, world } = worldClient();
    const hw = homeworkOf(world).find((h) => h.class_id === 41 && homeworkStatus(world, h) === 'finished')!;
    const report = await get('teacher', `/teacher/homework/${hw.id}/report/`);
    const row = report.body.students.find((s: { questions_answered: number }) => s.questions_answered > 0);
    const skill = row.skills.find((s: { questions_answered: number }) => s.questions_answered > 0);
    const work = await get(
      'teacher',
      `/teacher/homework/question-homework-skill/?homeworkId=${hw.id}&studentId=${row.student_id}&skillId=${skill.skill_id}`,
    );
    expect(work.body.attempts).toHaveLength(skill.questions_answered);
    const right = work.body.attempts.filter((a: { correct: boolean }) => a.correct);
    right.forEach((a: { answer: unknown; correct_answer: unknown }) => expect(a.answer).toEqual(a.correct_answer));
    const other = world.pupilsOf(42)[0]!.id;
    const outside = await get(
      'teacher',
      `/teacher/homework/question-homework-skill/?homeworkId=${hw.id}&studentId=${other}&skillId=${skill.skill_id}`,
    );
    expect(outside.status).toBe(404);
  });
});
