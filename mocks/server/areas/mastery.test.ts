import { describe, expect, it } from 'vitest';
import { skillsOfCourse } from '../../world/curriculum/index.ts';
import { worldClient } from '../harness.ts';

interface Grid {
  chapter: number | null;
  homework_id: number | null;
  chapters: { order: number; title: string; skills_count: number }[];
  skills: { id: number; chapter: string }[];
  pupils: {
    student_id: number;
    last_name: string;
    class_id: number;
    class_name: string;
    cells: { skill_id: number; smart_score: number; level: string; questions_answered: number }[];
  }[];
}

interface Work {
  mastery: { smart_score: number; level: string; questions_answered: number; correct_answers: number };
  attempts: { correct: boolean; smart_score_after: number }[];
}

describe('the mastery grid', () => {
  it('opens on the chapter of the class’s latest homework in the course, each pupil of the class a row', async () => {
    const { get, world } = worldClient();
    const grid = (await get('teacher', '/teacher/mastery/?classId=41&courseId=401')).body as Grid;
    // 4107 «تکلیف کسرهای هم‌ارز» is the latest given homework of چهارم الف in ریاضی چهارم.
    const latest = skillsOfCourse(401).find((s) => s.id === 40103)!;
    expect(grid.chapter).toBe(latest.chapter_order);
    expect(grid.homework_id).toBeNull();
    expect(grid.skills.map((s) => s.id)).toEqual(
      skillsOfCourse(401)
        .filter((s) => s.chapter_order === latest.chapter_order)
        .map((s) => s.id),
    );
    expect(grid.chapters.map((c) => c.order)).toEqual([...new Set(skillsOfCourse(401).map((s) => s.chapter_order))]);
    expect(grid.chapters.reduce((sum, c) => sum + c.skills_count, 0)).toBe(skillsOfCourse(401).length);
    expect(grid.pupils.map((p) => p.student_id).sort()).toEqual(
      world
        .pupilsOf(41)
        .map((p) => p.id)
        .sort(),
    );
    expect(grid.pupils.every((p) => p.class_name === 'چهارم الف' && p.cells.length === grid.skills.length)).toBe(true);
  });

  it('is the same SmartScore the pupil sees on their course page and the staff on the pupil’s answers', async () => {
    const { get } = worldClient();
    const grid = (await get('teacher', '/teacher/mastery/?classId=41&courseId=401&chapter=1')).body as Grid;
    const sara = grid.pupils.find((p) => p.student_id === 101)!;
    const course = (await get('student', '/member/skills/?courseId=401')).body as {
      chapters: {
        skills: { skill: { id: number }; smart_score: number; level: string; questions_answered: number }[];
      }[];
    };
    const own = new Map(course.chapters.flatMap((c) => c.skills).map((s) => [s.skill.id, s]));
    for (const cell of sara.cells) {
      expect([cell.smart_score, cell.level, cell.questions_answered]).toEqual([
        own.get(cell.skill_id)!.smart_score,
        own.get(cell.skill_id)!.level,
        own.get(cell.skill_id)!.questions_answered,
      ]);
      for (const as of ['teacher', 'school']) {
        const work = (await get(as, `/${as}/student/101/skill/${cell.skill_id}/work/`)).body as Work;
        expect(work.mastery.smart_score).toBe(cell.smart_score);
        expect(work.mastery.questions_answered).toBe(cell.questions_answered);
        // Every answer is listed, and the summary counts them.
        expect(work.attempts).toHaveLength(cell.questions_answered);
        expect(work.attempts.filter((a) => a.correct)).toHaveLength(work.mastery.correct_answers);
        if (work.attempts[0]) expect(work.attempts[0].smart_score_after).toBe(cell.smart_score);
      }
    }
  });

  it('shows a homework’s skills, and the manager’s grid of the class reads the same', async () => {
    const { get } = worldClient();
    const url = '/mastery/?classId=41&courseId=401&homeworkId=4107';
    const teacher = (await get('teacher', `/teacher${url}`)).body as Grid;
    expect(teacher.homework_id).toBe(4107);
    expect(teacher.chapter).toBeNull();
    expect(teacher.skills.map((s) => s.id)).toEqual([40103, 40104, 40105]);
    expect((await get('school', `/school${url}`)).body).toEqual(teacher);
  });

  it('gives the manager a whole grade, each row naming its class', async () => {
    const { get, world } = worldClient();
    const grid = (await get('school', '/school/mastery/?grade=fourth&courseId=401&chapter=2')).body as Grid;
    expect(grid.chapter).toBe(2);
    expect(new Set(grid.pupils.map((p) => p.class_name))).toEqual(new Set(['چهارم الف', 'چهارم ب']));
    expect(grid.pupils).toHaveLength(world.pupilsOf(41).length + world.pupilsOf(42).length);
    const names = grid.pupils.map((p) => p.last_name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fa').compare));
  });

  it('refuses what it cannot answer, with the contract’s statuses', async () => {
    const { get } = worldClient();
    const status = async (as: string, url: string) => (await get(as, url)).status;
    expect(await status('teacher', '/teacher/mastery/?classId=31&courseId=301')).toBe(404);
    expect(await status('teacher', '/teacher/mastery/?classId=41&courseId=501')).toBe(404);
    expect(await status('teacher', '/teacher/mastery/?classId=41&courseId=401&homeworkId=4105')).toBe(404);
    expect(await status('teacher', '/teacher/mastery/?classId=41&courseId=401&chapter=40')).toBe(400);
    expect(await status('teacher', '/teacher/mastery/?classId=41')).toBe(400);
    expect(await status('student', '/teacher/mastery/?classId=41&courseId=401')).toBe(403);
    expect(await status('school', '/school/mastery/?courseId=401')).toBe(400);
    // A class wins over a grade.
    expect((await get('school', '/school/mastery/?classId=41&grade=fourth&courseId=401')).body).toEqual(
      (await get('school', '/school/mastery/?classId=41&courseId=401')).body,
    );
    expect(await status('school', '/school/mastery/?grade=fourth&courseId=401&homeworkId=4107')).toBe(400);
    // A teacher's draft is not the manager's to see.
    expect(await status('school', '/school/mastery/?classId=41&courseId=403&homeworkId=4106')).toBe(404);
    expect(await status('teacher', '/teacher/mastery/?classId=41&courseId=403&homeworkId=4106')).toBe(200);
    // A pupil of another teacher, another school, or a skill of another grade.
    expect(await status('teacher', '/teacher/student/9999999/skill/40101/work/')).toBe(404);
    expect(await status('teacher', '/teacher/student/101/skill/50101/work/')).toBe(404);
    expect(await status('student', '/teacher/student/101/skill/40101/work/')).toBe(403);
  });
});
