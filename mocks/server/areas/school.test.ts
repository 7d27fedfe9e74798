import { describe, expect, it } from 'vitest';
import { worldClient } from '../harness.ts';

const { call, get, world } = worldClient();
const schoolPupils = world.people.filter((p) => p.role === 'student' && p.school_id === 1);
const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);

describe('school dashboards', () => {
  it('lists the grades the school has and each grade’s classes', async () => {
    const grades = (await get('school', '/school/dashboard/grade/')).body;
    expect(grades.map((g: { grade: string }) => g.grade)).toEqual(['third', 'fourth', 'fifth', 'sixth']);
    expect(sum(grades.map((g: { student_count: number }) => g.student_count))).toBe(schoolPupils.length);
    const fourth = (await get('school', '/school/dashboard/grade/fourth/class/')).body;
    expect(fourth.map((c: { id: number }) => c.id)).toEqual([41, 42]);
    expect(fourth[0]).toMatchObject({ teacher: { id: 201 }, student_count: world.pupilsOf(41).length });
    expect(fourth[0].homework_count).toBeGreaterThan(0);
    const third = (await get('school', '/school/dashboard/grade/third/class/')).body;
    expect(third.map((c: { id: number }) => c.id)).toEqual([31, 32]);
  });

  it('pages and searches the students table with true counts', async () => {
    const first = (await get('school', '/school/dashboard/students/student-records/')).body;
    expect(first).toMatchObject({ count: schoolPupils.length, page: 1, size: 10 });
    expect(first.total_pages).toBe(Math.ceil(schoolPupils.length / 10));
    const last = (await get('school', `/school/dashboard/students/student-records/?page=${first.total_pages}`)).body;
    expect(last.results).toHaveLength(schoolPupils.length - 10 * (first.total_pages - 1));
    const of42 = (await get('school', '/school/dashboard/students/student-records/?classId=42&size=50')).body;
    expect(of42.count).toBe(world.pupilsOf(42).length);
    const sara = (
      await get('school', `/school/dashboard/students/student-records/?searchedWord=${encodeURIComponent('احمدي')}`)
    ).body;
    expect(sara.results.map((r: { id: number }) => r.id)).toContain(101);
    expect((await get('school', '/school/dashboard/students/student-records/?classId=231')).status).toBe(404);
    expect((await get('school', '/school/dashboard/students/student-records/?page=999')).status).toBe(404);
  });

  it('opens the pupil asked for, and only of its own school', async () => {
    const sara = (await get('school', '/school/dashboard/class/student/101/')).body;
    const other = (await get('school', '/school/dashboard/class/student/102/')).body;
    expect(sara).toMatchObject({ id: 101, first_name: 'سارا', class: { id: 41 } });
    expect(other.id).toBe(102);
    expect(sara.courses.map((c: { course: { id: number } }) => c.course.id)).toEqual([401, 402, 403]);
    expect(sara.recent_skills.length).toBeGreaterThan(0);
    expect(sara.recent_skills.length).toBeLessThanOrEqual(10);
    expect(sara.homework_total).toBeGreaterThanOrEqual(sara.homework_done);
    // The manager counts the awards Sara sees on her own badges page.
    const own = (await get('student', '/member/badges/')).body;
    expect([sara.cups_count, sara.badges_count]).toEqual([own.cups_total, own.badges_earned]);
    expect(sara.cups_count).toBeGreaterThan(0);
    expect((await get('school', '/school/dashboard/class/student/10001/')).status).toBe(404);
  });

  it('opens the class asked for, and only of its own school', async () => {
    const a = (await get('school', '/school/class-management/41/info/')).body;
    const b = (await get('school', '/school/class-management/42/info/')).body;
    expect(a).toMatchObject({ id: 41, name: 'چهارم الف', school_name: 'دبستان شهید باهنر' });
    expect(b.id).toBe(42);
    expect(a.girls + a.boys).toBe(a.student_count);
    expect((await get('school', '/school/class-management/231/info/')).status).toBe(404);
  });

  it('remembers the gamification switch, and the pupils see it', async () => {
    expect((await get('school', '/school/dashboard/gamification-status/')).body).toEqual({
      status: 'on',
      updated_at: null,
    });
    const off = await call('school', 'PATCH', '/school/dashboard/gamification-status/?status=off');
    expect(off.body.status).toBe('off');
    expect(off.body.updated_at).toMatch(/\+03:30$/);
    expect((await get('school', '/school/dashboard/gamification-status/')).body).toEqual(off.body);
    expect((await get('student', '/member/profile/')).body.gamification_enabled).toBe(false);
    await call('school', 'PATCH', '/school/dashboard/gamification-status/?status=on');
    expect((await get('student', '/member/profile/')).body.gamification_enabled).toBe(true);
  });
});

describe('school reports', () => {
  const report = async (name: string, query = '') => (await get('school', `/school/report/${name}/?${query}`)).body;

  it('adds the school up from its classes', async () => {
    for (const type of ['last_7', 'last_30', 'last_365']) {
      const school = await report('total-score', `type=${type}`);
      const classes = await Promise.all(
        world.classesOf(1).map((c) => report('total-score', `type=${type}&classId=${c.id}`)),
      );
      for (const field of ['questions_answered', 'time_spent_seconds', 'practiced_skills', 'mastered_skills'])
        expect(school[field], `${type} ${field}`).toBe(sum(classes.map((c) => c[field])));
      const time = await report('time', `type=${type}`);
      const classTimes = await Promise.all(
        world.classesOf(1).map((c) => report('time', `type=${type}&classId=${c.id}`)),
      );
      expect(time.active_students).toBe(sum(classTimes.map((c) => c.active_students)));
    }
  });

  it('reads a class as its teacher reads it', async () => {
    for (const query of ['classId=41', 'classId=42&courseIds[]=401', 'classId=41&courseIds[]=402&courseIds[]=403']) {
      for (const type of ['last_7', 'last_90']) {
        const manager = await report('total-score', `${query}&type=${type}`);
        const teacher = (await get('teacher', `/teacher/report/total-score/?${query}&dateType=${type}`)).body;
        expect(manager).toEqual(teacher);
        const q = await report('questions', `${query}&type=${type}`);
        const tq = (await get('teacher', `/teacher/report/questions/?${query}&dateType=${type}`)).body;
        expect([q.total_answered, q.correct, q.chart.series]).toEqual([tq.total_answered, tq.correct, tq.chart.series]);
      }
    }
  });

  it('narrows by period, class, courses, pupil and homework', async () => {
    const week = await report('questions', 'type=last_7');
    const year = await report('questions', 'type=last_365');
    expect(year.total_answered).toBeGreaterThan(week.total_answered);
    expect(week.chart.labels).toHaveLength(7);
    const a = await report('questions', 'classId=41');
    const b = await report('questions', 'classId=42');
    expect(a.total_answered).not.toBe(b.total_answered);
    const math = await report('questions', 'classId=41&courseIds[]=401');
    expect(math.total_answered).toBeLessThan(a.total_answered);
    const sara = await report('total-score', 'userId=101&type=last_365');
    expect(sara.questions_answered).toBe(world.activity.sessionsOf(101).reduce((n, s) => n + s.answered, 0));
    const homework = await report('questions', 'homeworkId=4105&type=last_30');
    expect(homework.total_answered).toBeGreaterThan(0);
    expect(homework.total_answered).toBeLessThan(a.total_answered);
    const pie = await report('homeworks-pie-chart', 'type=last_90&classId=41');
    expect(sum(pie.slices.map((s: { value: number }) => s.value)) % world.pupilsOf(41).length).toBe(0);
    const answers = await report('questions-pie-chart', 'classId=41');
    expect(answers.slices[0]).toEqual({ key: 'correct', label: 'درست', value: a.correct });
  });

  it('refuses a filter of another school', async () => {
    for (const query of ['classId=231', 'userId=10001', 'courseIds[]=999', 'homeworkId=23101'])
      expect((await get('school', `/school/report/questions/?${query}`)).status, query).toBe(400);
  });

  it('draws the seasons of the school year per grade or per class', async () => {
    const grades = await report('grade/seasons-chart');
    expect(grades.labels).toEqual(['پاییز']);
    expect(grades.series.map((s: { key: string }) => s.key)).toEqual(['third', 'fourth', 'fifth', 'sixth']);
    const fourth = await report('grade/seasons-chart', 'grade=fourth');
    expect(fourth.series.map((s: { key: string }) => s.key)).toEqual(['class_41', 'class_42']);
    const past = await report('grade/seasons-chart', 'schoolYear=1404');
    expect(past).toMatchObject({ labels: [], series: [] });
  });
});
