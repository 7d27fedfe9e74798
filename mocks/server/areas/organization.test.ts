import { describe, expect, it } from 'vitest';
import { worldClient } from '../harness.ts';

const { get, world } = worldClient();
const upper = (grade: string) => ['fourth', 'fifth', 'sixth'].includes(grade);
const officePupils = (schoolIds: number[]) =>
  world.classes.filter((c) => schoolIds.includes(c.school_id) && upper(c.grade)).flatMap((c) => world.pupilsOf(c.id));

describe('organization', () => {
  it('counts each province with schools from the world (grades 4–6)', async () => {
    const provinces = (await get('organization', '/organization/dashboard/ostan/')).body;
    expect(provinces.length).toBeGreaterThan(1);
    expect(provinces.every((p: { school_count: number }) => p.school_count > 0)).toBe(true);
    const names = provinces.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fa').compare));
    const isfahan = provinces.find((p: { id: number }) => p.id === 4);
    const schools = world.schools.filter((s) => s.province_id === 4).map((s) => s.id);
    expect(isfahan).toMatchObject({ name: 'اصفهان', school_count: schools.length });
    expect(isfahan.student_count).toBe(officePupils(schools).length);
    expect(isfahan.average_smart_score).toBeGreaterThan(0);
    expect((await get('school', '/organization/dashboard/ostan/')).status).toBe(403);
  });

  it('pages and searches a province’s schools', async () => {
    const count = world.schools.filter((s) => s.province_id === 4).length;
    const first = (await get('organization', '/organization/dashboard/school/ostan/4/?size=3')).body;
    expect(first).toMatchObject({ count, size: 3, total_pages: Math.ceil(count / 3) });
    const second = (await get('organization', '/organization/dashboard/school/ostan/4/?size=3&page=2')).body;
    expect(second.results[0].id).not.toBe(first.results[0].id);
    const found = (
      await get('organization', `/organization/dashboard/school/ostan/4/?searchedWord=${encodeURIComponent('باهنر')}`)
    ).body;
    expect(found.results.map((s: { id: number }) => s.id)).toContain(1);
    const demo = found.results.find((s: { id: number }) => s.id === 1);
    expect(demo).toMatchObject({ grades: ['fourth', 'fifth', 'sixth'], class_count: 6 });
    expect(demo.student_count).toBe(officePupils([1]).length);
    const other = world.schools.find((s) => s.province_id !== 4)!;
    const elsewhere = (await get('organization', `/organization/dashboard/school/ostan/${other.province_id}/`)).body;
    expect(elsewhere.results.map((s: { id: number }) => s.id)).toContain(other.id);
    expect((await get('organization', '/organization/dashboard/school/ostan/999/')).status).toBe(404);
  });

  it('names one school with its province, as its row in the province reads', async () => {
    const school = (await get('organization', '/organization/school/dashboard/info/?schoolId=1')).body;
    const row = (await get('organization', '/organization/dashboard/school/ostan/4/?size=50')).body.results.find(
      (s: { id: number }) => s.id === 1,
    );
    expect(school).toMatchObject({ ...row, province: { id: 4 } });
    expect(school.province.name).toBe(world.provinces.find((p) => p.id === 4)!.name);
    expect((await get('organization', '/organization/school/dashboard/info/?schoolId=9999')).status).toBe(404);
    expect((await get('school', '/organization/school/dashboard/info/?schoolId=1')).status).toBe(403);
  });

  it('mirrors the school’s pages for the school asked, without grade 3', async () => {
    const grades = (await get('organization', '/organization/school/dashboard/grade/?schoolId=1')).body;
    expect(grades.map((g: { grade: string }) => g.grade)).toEqual(['fourth', 'fifth', 'sixth']);
    const manager = (await get('school', '/school/dashboard/grade/')).body;
    expect(grades).toEqual(manager.slice(1));
    const other = world.classesOf(2).find((c) => c.grade === 'fifth')!;
    const fifth = (await get('organization', '/organization/school/dashboard/grade/fifth/class/?schoolId=2')).body;
    expect(fifth.map((c: { id: number }) => c.id)).toContain(other.id);
    const records = (await get('organization', '/organization/school/dashboard/students/student-records/?schoolId=1'))
      .body;
    expect(records.count).toBe(officePupils([1]).length);
    expect((await get('organization', '/organization/school/dashboard/grade/?schoolId=9999')).status).toBe(404);
  });

  it('opens a pupil or a class only of the school asked', async () => {
    const sara = (await get('organization', '/organization/school/dashboard/class/student/101/?schoolId=1')).body;
    expect(sara).toEqual((await get('school', '/school/dashboard/class/student/101/')).body);
    expect((await get('organization', '/organization/school/dashboard/class/student/101/?schoolId=2')).status).toBe(
      404,
    );
    const thirdGrader = world.pupilsOf(31)[0]!.id;
    const url = `/organization/school/dashboard/class/student/${thirdGrader}/?schoolId=1`;
    expect((await get('organization', url)).status).toBe(404);
    const info = (await get('organization', '/organization/school/class-management/42/info/?schoolId=1')).body;
    expect(info.id).toBe(42);
    expect((await get('organization', '/organization/school/class-management/31/info/?schoolId=1')).status).toBe(404);
  });

  it('reads a school’s reports as its manager reads them, for grades 4–6', async () => {
    for (const query of ['classId=41', 'classId=42&type=last_7&courseIds[]=401', 'userId=101&type=last_365']) {
      const office = (await get('organization', `/organization/school/report/total-score/?schoolId=1&${query}`)).body;
      const manager = (await get('school', `/school/report/total-score/?${query}`)).body;
      expect(office).toEqual(manager);
    }
    const whole = (await get('organization', '/organization/school/report/total-score/?schoolId=1')).body;
    const classes = await Promise.all(
      world
        .classesOf(1)
        .filter((c) => upper(c.grade))
        .map(async (c) => (await get('school', `/school/report/total-score/?classId=${c.id}`)).body),
    );
    expect(whole.questions_answered).toBe(classes.reduce((n, c) => n + c.questions_answered, 0));
    const seasons = (await get('organization', '/organization/school/report/grade/seasons-chart/?schoolId=1')).body;
    expect(seasons.series.map((s: { key: string }) => s.key)).toEqual(['fourth', 'fifth', 'sixth']);
    expect((await get('organization', '/organization/school/report/questions/?schoolId=1&classId=31')).status).toBe(
      400,
    );
  });
});

describe('the large world', () => {
  const large = worldClient({ large: true });

  it('answers the 2,000-pupil students table quickly', async () => {
    await large.get('school', '/school/dashboard/students/student-records/');
    const started = performance.now();
    const page = (await large.get('school', '/school/dashboard/students/student-records/?page=7&size=50')).body;
    const searched = (
      await large.get(
        'school',
        `/school/dashboard/students/student-records/?searchedWord=${encodeURIComponent('محمدي')}`,
      )
    ).body;
    const elapsed = (performance.now() - started) / 2;
    expect(page.count).toBeGreaterThan(1900);
    expect(page.results).toHaveLength(50);
    expect(searched.count).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(200);
  });

  it('pages the 150 schools of Isfahan', async () => {
    const page = (await large.get('organization', '/organization/dashboard/school/ostan/4/?size=50&page=3')).body;
    expect(page).toMatchObject({ count: 150, total_pages: 3 });
    expect(page.results).toHaveLength(50);
  });
});
