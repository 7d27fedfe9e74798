import { describe, expect, it } from 'vitest';
import { questionById } from '../../world/curriculum/index.ts';
import type { World } from '../../world/build.ts';
import { activeInClass, packagesOfClass, recordActivityAnswer, statusesOf } from '../../world/packages.ts';
import { worldClient } from '../harness.ts';

interface Activity {
  id: number;
  kind: string;
  order: number;
  status: string;
  questions_count: number;
  questions_answered: number;
}

/** A pupil and one of their visible packages where `pick` finds an activity. */
function findActivity(world: World, classId: number, pick: (statuses: string[], kinds: string[]) => number) {
  const visible = packagesOfClass(world, classId).filter((pkg) => activeInClass(world, classId, pkg));
  for (const pupil of world.pupilsOf(classId)) {
    for (const pkg of visible) {
      const index = pick(
        statusesOf(world, pupil.id, pkg),
        pkg.activities.map((a) => a.kind),
      );
      if (index >= 0) return { pupil, pkg, activity: pkg.activities[index]! };
    }
  }
  throw new Error('no such activity in the class');
}

/** A class of another school, whose teacher is not Maryam. */
const otherClass = (world: World) => world.classesOf(2)[0]!;

describe('packages for the pupil', () => {
  it('lists the class’s packages with the pupil’s progress, filtered by course', async () => {
    const { get } = worldClient();
    const all = await get('student', '/member/package/');
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThan(2);
    const maths = await get('student', '/member/package/?courseId=401');
    expect(maths.body.length).toBeGreaterThan(0);
    expect(maths.body.every((p: { course: { id: number } }) => p.course.id === 401)).toBe(true);
    for (const pkg of all.body) {
      const detail = await get('student', `/member/package/${pkg.id}/activities/`);
      expect(detail.body.package).toEqual(pkg);
      const done = detail.body.activities.filter((a: Activity) => a.status === 'done').length;
      expect(pkg.activities_done).toBe(done);
      expect(pkg.activities_count).toBe(detail.body.activities.length);
      expect(pkg.activities_count).toBeGreaterThanOrEqual(3);
      expect(pkg.activities_count).toBeLessThanOrEqual(6);
    }
  });

  it('opens the asked package; another class’s package or an unknown id answers 404', async () => {
    const { get, world } = worldClient();
    const list = (await get('student', '/member/package/')).body;
    const [a, b] = await Promise.all(
      list.slice(0, 2).map((p: { id: number }) => get('student', `/member/package/${p.id}/activities/`)),
    );
    expect(a!.body.package.id).not.toBe(b!.body.package.id);
    expect(a!.body.activities[0].package_id).toBe(a!.body.package.id);
    const otherOwn = packagesOfClass(world, 42).find((p) => p.class_id === 42)!;
    expect((await get('student', `/member/package/${otherOwn.id}/activities/`)).status).toBe(404);
    expect((await get('student', '/member/package/999999/activities/')).status).toBe(404);
  });

  it('links each skill of the course page to the videos and readings that teach it, and those back to the skill', async () => {
    const client = worldClient();
    const courses = (await client.get('student', '/member/courses/')).body as { id: number }[];
    let links = 0;
    for (const course of courses) {
      const page = (await client.get('student', `/member/skills/?courseId=${course.id}`)).body;
      const skills = new Set(
        page.chapters.flatMap((c: { skills: { skill: { id: number } }[] }) => c.skills.map((s) => s.skill.id)),
      );
      for (const item of page.teaching) {
        expect(skills.has(item.skill_id)).toBe(true);
        const pkg = (await client.get('student', `/member/package/${item.package_id}/activities/`)).body;
        const activity = pkg.activities.find((a: { id: number }) => a.id === item.activity_id);
        // The same activity, open to the pupil, naming the skill it teaches (for its «تمرین کن»).
        expect(activity).toMatchObject({ kind: item.kind, title: item.title, status: item.status });
        expect(activity.skill.id).toBe(item.skill_id);
        links += 1;
      }
    }
    expect(links).toBeGreaterThan(2);
  });

  it('unlocks activities in order as the earlier ones are done', async () => {
    const { call, world } = worldClient();
    const { pupil, pkg, activity } = findActivity(world, 41, (statuses, kinds) =>
      statuses.findIndex((s, i) => s === 'available' && kinds[i] !== 'practice' && statuses[i + 1] === 'locked'),
    );
    const next = pkg.activities[activity.order]!;
    const before = await call(pupil.username, 'GET', `/member/package/${pkg.id}/activities/`);
    expect(before.body.activities[activity.order].status).toBe('locked');
    const locked = await call(pupil.username, 'POST', `/member/package/${pkg.id}/activity/${next.id}/complete/`);
    expect(locked.status).toBe(409);
    expect(locked.body.detail).toBe('اول فعالیت قبلی را تمام کن.');
    const done = await call(pupil.username, 'POST', `/member/package/${pkg.id}/activity/${activity.id}/complete/`);
    expect(done.status).toBe(200);
    expect(done.body.activities[activity.order - 1].status).toBe('done');
    expect(['available', 'in_progress', 'done']).toContain(done.body.activities[activity.order].status);
    expect(done.body.package.activities_done).toBe(before.body.package.activities_done + 1);
    // Idempotent: completing it again answers the same state.
    const again = await call(pupil.username, 'POST', `/member/package/${pkg.id}/activity/${activity.id}/complete/`);
    expect(again.body).toEqual(done.body);
  });

  it('finishes a practice activity after questions_count answers through the practice answer call', async () => {
    const { call, world } = worldClient();
    const { pupil, pkg, activity } = findActivity(world, 41, (statuses, kinds) =>
      statuses.findIndex((s, i) => kinds[i] === 'practice' && (s === 'available' || s === 'in_progress')),
    );
    const url = `/member/package/${pkg.id}/activity/${activity.id}/`;
    const refused = await call(pupil.username, 'POST', `${url}complete/`);
    expect(refused).toEqual({
      status: 409,
      body: { detail: 'این فعالیت تمرینی است و با پاسخ دادن به سؤال‌هایش تمام می‌شود.' },
    });
    const start = (await call(pupil.username, 'GET', `/member/package/${pkg.id}/activities/`)).body.activities[
      activity.order - 1
    ] as Activity;
    let previous = 0;
    for (let n = start.questions_answered; n < start.questions_count; n += 1) {
      const next = await call(pupil.username, 'GET', `${url}question/`);
      expect(next.status).toBe(200);
      expect(next.body.number).toBe(n + 1);
      expect(next.body.question.id).not.toBe(previous);
      expect(next.body.question.skill_id).toBe(activity.skill.id);
      previous = next.body.question.id;
      const answer = await call(pupil.username, 'POST', '/member/questions/answer/', {
        question_id: previous,
        answer: questionById(previous)!.answer,
        time_spent_seconds: 30,
        package_activity_id: activity.id,
      });
      expect(answer.body.correct).toBe(true);
    }
    const after = (await call(pupil.username, 'GET', `/member/package/${pkg.id}/activities/`)).body;
    expect(after.activities[activity.order - 1]).toMatchObject({
      status: 'done',
      questions_answered: start.questions_count,
    });
    if (after.activities[activity.order]) expect(after.activities[activity.order].status).not.toBe('locked');
    expect((await call(pupil.username, 'GET', `${url}question/`)).body.question).toBeNull();
  });

  it('counts an answer for a locked or finished activity for the skill only', () => {
    const { world } = worldClient();
    const { pupil, pkg, activity } = findActivity(world, 41, (statuses, kinds) =>
      statuses.findIndex((s, i) => s === 'locked' && kinds[i] === 'practice'),
    );
    expect(recordActivityAnswer(world, pupil.id, activity.id, true)).toBe(false);
    expect(statusesOf(world, pupil.id, pkg)[activity.order - 1]).toBe('locked');
  });

  it('answers 400 for the question of a locked activity', async () => {
    const { get, world } = worldClient();
    const { pupil, pkg, activity } = findActivity(world, 41, (statuses, kinds) =>
      statuses.findIndex((s, i) => s === 'locked' && kinds[i] === 'practice'),
    );
    const reply = await get(pupil.username, `/member/package/${pkg.id}/activity/${activity.id}/question/`);
    expect(reply).toEqual({ status: 400, body: { detail: 'اول فعالیت قبلی را تمام کن.' } });
  });
});

describe('packages for the teacher', () => {
  it('switches a package off: the pupils no longer list or open it, and get it back with their progress', async () => {
    const { call, get, world } = worldClient();
    const cls = world.classRec(41)!;
    const teacher = 'teacher';
    const pupil = world.pupilsOf(cls.id)[0]!.username;
    const pkg = (await get(pupil, '/member/package/')).body[0];
    const off = await call(teacher, 'PATCH', `/teacher/package/${pkg.id}/is_active/`, { is_active: false });
    expect(off.body).toMatchObject({ id: pkg.id, is_active: false });
    expect((await get(pupil, '/member/package/')).body.map((p: { id: number }) => p.id)).not.toContain(pkg.id);
    expect((await get(pupil, `/member/package/${pkg.id}/activities/`)).status).toBe(404);
    const listed = (await get(teacher, `/teacher/package/?classId=${cls.id}`)).body.find(
      (p: { id: number }) => p.id === pkg.id,
    );
    expect(listed.is_active).toBe(false);
    await call(teacher, 'PATCH', `/teacher/package/${pkg.id}/is_active/`, { is_active: true });
    expect((await get(pupil, '/member/package/')).body.find((p: { id: number }) => p.id === pkg.id)).toEqual(pkg);
  });

  it('reads the pupils’ own progress in the pie chart, the students list and the class averages', async () => {
    const { get, world } = worldClient();
    const cls = world.classRec(41)!;
    const teacher = 'teacher';
    const pupils = world.pupilsOf(cls.id);
    const pkg = packagesOfClass(world, cls.id).find(
      (p) => activeInClass(world, cls.id, p) && p.activities.some((a) => a.kind === 'practice'),
    )!;
    const activity = pkg.activities.find((a) => a.kind === 'practice')!;
    const own = await Promise.all(pupils.map((p) => get(p.username, `/member/package/${pkg.id}/activities/`)));
    const statusOfPupil = (i: number) => {
      const s = own[i]!.body.activities[activity.order - 1].status;
      return s === 'done' || s === 'in_progress' ? s : 'not_started';
    };
    const q = `?classId=${cls.id}`;
    const rows = (await get(teacher, `/teacher/package/activity/${activity.id}/students/${q}`)).body;
    expect(rows).toHaveLength(pupils.length);
    pupils.forEach((pupil, i) => {
      const row = rows.find((r: { student: { id: number } }) => r.student.id === pupil.id);
      expect(row.status).toBe(statusOfPupil(i));
      expect(row.questions_answered).toBe(own[i]!.body.activities[activity.order - 1].questions_answered);
    });
    const pie = (await get(teacher, `/teacher/package/activity/${activity.id}/activity-pie-chart/${q}`)).body;
    for (const slice of pie.slices) {
      expect(slice.value).toBe(pupils.filter((_, i) => statusOfPupil(i) === slice.key).length);
    }
    const detail = (await get(teacher, `/teacher/package/${pkg.id}/${q}`)).body;
    const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);
    expect(detail.package.progress_percent).toBe(mean(own.map((r) => r.body.package.progress_percent)));
    expect(detail.package.activities_done).toBe(mean(own.map((r) => r.body.package.activities_done)));
    const skills = (await get(teacher, `/teacher/package/activity/${activity.id}/skills/${q}`)).body;
    expect(skills.map((s: { skill: { id: number } }) => s.skill.id)).toEqual([activity.skill.id]);
  });

  it('answers 404 for another teacher’s class or a package the class does not have', async () => {
    const { get, world } = worldClient();
    const cls = otherClass(world);
    const teacher = world.person(cls.teacher_id!)!.username;
    const mine = packagesOfClass(world, cls.id)[0]!;
    expect((await get(teacher, `/teacher/package/${mine.id}/?classId=41`)).status).toBe(404);
    const foreign = packagesOfClass(world, 41).find((p) => p.class_id === 41)!;
    expect((await get(teacher, `/teacher/package/${foreign.id}/`)).status).toBe(404);
    const activity = foreign.activities[0]!.id;
    expect((await get(teacher, `/teacher/package/activity/${activity}/students/?classId=${cls.id}`)).status).toBe(404);
    expect((await get(teacher, '/teacher/package/?classId=41')).status).toBe(403);
  });
});

describe('one activity status across the pupil and the teacher (every pupil × package activity)', () => {
  interface Row {
    student: { id: number };
    status: 'not_started' | 'in_progress' | 'done';
    smart_score: number;
    questions_answered: number;
    time_spent_seconds: number;
    last_answered_at: string | null;
  }
  interface OwnActivity extends Activity {
    correct_answers: number;
    kind: 'practice' | 'video' | 'reading';
  }
  const teacherWord = (status: string) => (status === 'done' || status === 'in_progress' ? status : 'not_started');

  it('agrees on status, answers and score; not started has no answer; done has every question', async () => {
    const { get, world } = worldClient();
    let rowsSeen = 0;
    for (const cls of world.classes) {
      if (cls.teacher_id === null) continue;
      const teacher = world.person(cls.teacher_id)!.username;
      const pupils = world.pupilsOf(cls.id);
      const q = `?classId=${cls.id}`;
      for (const pkg of packagesOfClass(world, cls.id)) {
        const visible = activeInClass(world, cls.id, pkg);
        const own = new Map<
          number,
          { package: { activities_done: number; progress_percent: number } } & { activities: OwnActivity[] }
        >();
        if (visible) {
          for (const pupil of pupils)
            own.set(pupil.id, (await get(pupil.username, `/member/package/${pkg.id}/activities/`)).body);
        }
        for (const [, mine] of own) {
          // The package's figures are its activities' (the contract's Package description).
          const parts = mine.activities.map((a) =>
            a.status === 'done' ? 1 : a.kind === 'practice' ? Math.min(1, a.questions_answered / a.questions_count) : 0,
          );
          expect(mine.package.activities_done).toBe(mine.activities.filter((a) => a.status === 'done').length);
          expect(mine.package.progress_percent).toBe(
            Math.round((100 * parts.reduce((a, b) => a + b, 0)) / parts.length),
          );
        }
        for (const activity of pkg.activities) {
          const rows: Row[] = (await get(teacher, `/teacher/package/activity/${activity.id}/students/${q}`)).body;
          expect(rows).toHaveLength(pupils.length);
          for (const row of rows) {
            rowsSeen += 1;
            const where = `pupil ${row.student.id}, activity ${activity.id}`;
            if (row.status === 'not_started') {
              expect({ where, ...row, student: undefined }).toEqual({
                where,
                student: undefined,
                status: 'not_started',
                smart_score: 0,
                questions_answered: 0,
                time_spent_seconds: 0,
                last_answered_at: null,
              });
            } else {
              expect(row.last_answered_at, where).not.toBeNull();
            }
            if (activity.kind === 'practice') {
              if (row.status === 'done') expect(row.questions_answered, where).toBe(activity.questions_count);
              if (row.status === 'in_progress') {
                expect(row.questions_answered, where).toBeGreaterThan(0);
                expect(row.questions_answered, where).toBeLessThan(activity.questions_count);
              }
            } else {
              expect(row.status, where).not.toBe('in_progress');
              expect([row.smart_score, row.questions_answered], where).toEqual([0, 0]);
            }
            const mine = own.get(row.student.id)?.activities[activity.order - 1];
            if (!mine) continue;
            expect(row.status, where).toBe(teacherWord(mine.status));
            expect(row.questions_answered, where).toBe(mine.questions_answered);
            const share = mine.questions_answered
              ? Math.round((100 * mine.correct_answers) / mine.questions_answered)
              : 0;
            expect(row.smart_score, where).toBe(share);
          }
          const pie = (await get(teacher, `/teacher/package/activity/${activity.id}/activity-pie-chart/${q}`)).body;
          expect(pie.slices.map((s: { key: string; label: string }) => [s.key, s.label])).toEqual([
            ['done', 'انجام شده'],
            ['in_progress', 'در حال انجام'],
            ['not_started', 'شروع نشده'],
          ]);
          for (const slice of pie.slices) expect(slice.value).toBe(rows.filter((r) => r.status === slice.key).length);
        }
      }
    }
    expect(rowsSeen).toBeGreaterThan(10_000);
  }, 120_000);

  it('gives every package of a teacher’s list its own title («بستهٔ نور و سایه» 4103 and 4204 differ)', async () => {
    const { get, world } = worldClient();
    const teachers = new Set(world.classes.map((c) => c.teacher_id).filter((id) => id !== null));
    for (const id of teachers) {
      const list: { id: number; title: string }[] = (await get(world.person(id)!.username, '/teacher/package/')).body;
      expect(new Set(list.map((p) => p.title)).size, `teacher ${id}`).toBe(list.length);
    }
    const both = (await get('teacher', '/teacher/package/')).body.filter((p: { id: number }) =>
      [4103, 4204].includes(p.id),
    );
    expect(both.map((p: { title: string }) => p.title)).toEqual([
      'بستهٔ نور و سایه، چهارم الف',
      'بستهٔ نور و سایه، چهارم ب',
    ]);
  });
});
