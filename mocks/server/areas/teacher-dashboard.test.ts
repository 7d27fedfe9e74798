import { describe, expect, it } from 'vitest';
import { skillById } from '../../world/curriculum/index.ts';
import { worldClient } from '../harness.ts';

const { get, world } = worldClient();

describe('teacher dashboard', () => {
  it('gives one card per class of the teacher, each with its own numbers', async () => {
    const cards = (await get('teacher', '/teacher/dashboard/class/')).body;
    expect(cards.map((c: { class: { id: number } }) => c.class.id)).toEqual([41, 42]);
    const [a, b] = cards;
    expect(a.student_count).toBe(world.pupilsOf(41).length);
    expect(a.courses.map((c: { id: number }) => c.id)).toEqual([401, 402, 403]);
    expect(a.active_students_week).toBeGreaterThan(0);
    expect(a.active_students_week).toBeLessThanOrEqual(a.student_count);
    expect(a.open_homework_count).toBeGreaterThan(0);
    expect([a.questions_answered_week, a.average_smart_score]).not.toEqual([
      b.questions_answered_week,
      b.average_smart_score,
    ]);
    const one = (await get('teacher', '/teacher/dashboard/class/?classId=42')).body;
    expect(one).toEqual([b]);
    expect((await get('teacher', '/teacher/dashboard/class/?classId=61')).status).toBe(404);
  });

  it('lists each class with its pupils in register order', async () => {
    const classes = (await get('teacher', '/teacher/dashboard/students/classes/')).body;
    expect(classes).toHaveLength(2);
    const ids = classes[0].students.map((s: { id: number }) => s.id);
    expect(ids).toContain(101);
    expect(ids).toHaveLength(world.pupilsOf(41).length);
    const names = classes[0].students.map((s: { last_name: string }) => s.last_name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fa').compare));
  });

  it('pages, filters and searches the students table with true counts', async () => {
    const all = world.pupilsOf(41).length + world.pupilsOf(42).length;
    const first = (await get('teacher', '/teacher/dashboard/student-records/?size=5')).body;
    expect(first).toMatchObject({ count: all, page: 1, size: 5, total_pages: Math.ceil(all / 5) });
    const second = (await get('teacher', '/teacher/dashboard/student-records/?size=5&page=2')).body;
    expect(second.results).toHaveLength(5);
    expect(second.results[0].id).not.toBe(first.results[0].id);
    const only42 = (await get('teacher', '/teacher/dashboard/student-records/?classId=42&size=100')).body;
    expect(only42.count).toBe(world.pupilsOf(42).length);
    expect(only42.results.every((r: { class: { id: number } }) => r.class.id === 42)).toBe(true);
    // Arabic yeh and a half-space typed by the user still find «سارا احمدی».
    for (const word of ['احمدي', 'سارا', 'سارا\u200cاحمدی', 'STUDENT']) {
      const found = (
        await get('teacher', `/teacher/dashboard/student-records/?searchedWord=${encodeURIComponent(word)}`)
      ).body;
      expect(found.results.map((r: { id: number }) => r.id)).toContain(101);
    }
    // A username typed with Persian digits («s۱۲۵») finds the pupil.
    const pupil = world.pupilsOf(42)[0]!;
    const persian = pupil.username.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const byDigits = (
      await get('teacher', `/teacher/dashboard/student-records/?searchedWord=${encodeURIComponent(persian)}`)
    ).body;
    expect(byDigits.results.map((r: { id: number }) => r.id)).toEqual([pupil.id]);
    expect((await get('teacher', '/teacher/dashboard/student-records/?classId=61')).status).toBe(404);
    expect((await get('teacher', '/teacher/dashboard/student-records/?page=99')).status).toBe(404);
  });
});

describe('teacher reports', () => {
  const report = async (name: string, query: string) =>
    (await get('teacher', `/teacher/report/${name}/?${query}`)).body;

  it('answers for the class asked, the period and the courses', async () => {
    const a = await report('total-score', 'classId=41');
    const b = await report('total-score', 'classId=42');
    expect(a).not.toEqual(b);
    const week = await report('total-score', 'classId=41&dateType=last_7');
    const year = await report('total-score', 'classId=41&dateType=last_365');
    expect(year.questions_answered).toBeGreaterThan(week.questions_answered);
    const math = await report('total-score', 'classId=41&dateType=last_365&courseIds[]=401');
    expect(math.questions_answered).toBeGreaterThan(0);
    expect(math.questions_answered).toBeLessThan(year.questions_answered);
    expect((await get('teacher', '/teacher/report/total-score/?classId=61')).status).toBe(404);
  });

  it('draws bars per day, week or month, whose sums are the totals', async () => {
    const week = await report('time', 'classId=41&dateType=last_7');
    expect(week.chart.labels).toHaveLength(7);
    expect(week.chart.series.map((s: { key: string }) => s.key)).toEqual(['math', 'literature', 'science']);
    const year = await report('questions', 'classId=41&dateType=last_365');
    expect(year.chart.labels).toHaveLength(13);
    const [correct, wrong] = year.chart.series;
    expect(correct.data.reduce((x: number, y: number) => x + y)).toBe(year.correct);
    expect(wrong.data.reduce((x: number, y: number) => x + y)).toBe(year.wrong);
    expect(year.total_answered).toBe(year.correct + year.wrong);
  });

  it('lists the weakest skills, as many as asked', async () => {
    const skills = await report('skills', 'classId=41&numOfSkills=3&dateType=last_365');
    expect(skills).toHaveLength(3);
    const scores = skills.map((s: { average_smart_score: number }) => s.average_smart_score);
    expect(scores).toEqual([...scores].sort((x, y) => x - y));
    const science = await report('skills', 'classId=41&numOfSkills=20&dateType=last_365&courseIds[]=403');
    expect(science.every((s: { skill: { course_id: number } }) => s.skill.course_id === 403)).toBe(true);
  });

  it('splits the homework of the period by the pupils’ states', async () => {
    const pie = await report('homeworks-pie-chart', 'classId=41&dateType=last_90');
    const total = pie.slices.reduce((x: number, s: { value: number }) => x + s.value, 0);
    expect(total % world.pupilsOf(41).length).toBe(0);
    expect(total).toBeGreaterThan(0);
  });

  it('names what it counts: skills bars are the practised skills up to the choice, the pie counts pupil × homework, the same for the manager', async () => {
    const periods = ['last_7', 'last_30', 'last_90', 'last_365'];
    for (const classId of [41, 42]) {
      const pupils = world.pupilsOf(classId).length;
      for (const course of [401, 402, 403]) {
        for (const period of periods) {
          const q = `classId=${classId}&dateType=${period}&courseIds[]=${course}`;
          const where = `${classId} ${course} ${period}`;
          const total = await report('total-score', q);
          // «تا ۵ مهارت»: at most five bars, and as many as were practised when fewer.
          const practised = (await report('skills', `${q}&numOfSkills=20`)).length;
          expect((await report('skills', `${q}&numOfSkills=5`)).length, where).toBe(Math.min(5, practised));
          // The headline's «از …» counts (pupil, skill) pairs: at least the skills, at most skills × pupils.
          expect(total.practiced_skills, where).toBeGreaterThanOrEqual(practised);
          expect(total.practiced_skills, where).toBeLessThanOrEqual(practised * pupils);
          // The pie's values are (pupil, homework) pairs: a multiple of the class size, not a homework count.
          const pie = await report('homeworks-pie-chart', q);
          const pairs = pie.slices.reduce((x: number, s: { value: number }) => x + s.value, 0);
          expect(pairs % pupils, where).toBe(0);
          // The manager's class report reads the same figures from the same definitions.
          const school = `classId=${classId}&type=${period}&courseIds[]=${course}`;
          const managerPie = (await get('school', `/school/report/homeworks-pie-chart/?${school}`)).body;
          expect(managerPie.slices, where).toEqual(pie.slices);
          expect((await get('school', `/school/report/total-score/?${school}`)).body, where).toEqual(total);
        }
      }
    }
  });

  it('counts a live answer in the class reports', async () => {
    const before = await report('total-score', 'classId=41&dateType=last_7');
    world.activity.record(101, skillById(40112)!, true, 40, world.now());
    const after = await report('total-score', 'classId=41&dateType=last_7');
    expect(after.questions_answered).toBe(before.questions_answered + 1);
    expect(after.time_spent_seconds).toBe(before.time_spent_seconds + 40);
  });
});

describe('one pupil in one course', () => {
  it('shows the pupil’s skills of the course as the pupil sees them, and the last weeks', async () => {
    const page = (await get('teacher', '/teacher/dashboard/student/101/course/401/')).body;
    expect(page).toMatchObject({ student: { id: 101 }, class: { id: 41 }, course: { id: 401 } });
    const own = (await get('student', '/member/skills/?courseId=401')).body;
    expect(page.chapters).toEqual(own.chapters);
    expect(page.skills_total).toBe(own.skills_total);
    expect(page.history.labels).toHaveLength(8);
    const [score, answered] = page.history.series;
    expect(score.data.at(-1)).toBeGreaterThan(0);
    const courseAnswers = world.activity
      .sessionsOf(101)
      .filter((s) => s.course_id === 401)
      .reduce((n, s) => n + s.answered, 0);
    const shown = answered.data.reduce((a: number, b: number) => a + b);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(courseAnswers);
    const other = (await get('teacher', `/teacher/dashboard/student/${world.pupilsOf(42)[1]!.id}/course/402/?weeks=4`))
      .body;
    expect(other.student.id).toBe(world.pupilsOf(42)[1]!.id);
    expect(other.history.labels).toHaveLength(4);
  });

  it('answers 404 outside the teacher’s classes and courses', async () => {
    const thirdGrader = world.pupilsOf(31)[0]!.id;
    expect((await get('teacher', `/teacher/dashboard/student/${thirdGrader}/course/301/`)).status).toBe(404);
    expect((await get('teacher', '/teacher/dashboard/student/101/course/501/')).status).toBe(404);
    expect((await get('teacher', '/teacher/dashboard/student/10001/course/401/')).status).toBe(404);
  });

  it('draws a class’s homework pie as the manager does', async () => {
    const { get } = worldClient();
    for (const period of ['last_30', 'last_90']) {
      const teacher = await get('teacher', `/teacher/report/homeworks-pie-chart/?classId=41&dateType=${period}`);
      const manager = await get('school', `/school/report/homeworks-pie-chart/?classId=41&type=${period}`);
      expect(teacher.body.slices.length).toBeGreaterThan(0);
      expect(teacher.body.slices).toEqual(manager.body.slices);
    }
  });
});
