import { describe, expect, it } from 'vitest';
import { sharedContract, worldClient } from '../harness.ts';

const { get, world } = worldClient();
const upper = (grade: string) => ['fourth', 'fifth', 'sixth'].includes(grade);
const officePupils = (schoolIds: number[]) =>
  world.classes.filter((c) => schoolIds.includes(c.school_id) && upper(c.grade)).flatMap((c) => world.pupilsOf(c.id));

describe('organization', () => {
  it('counts the demo office’s own province from the world (grades 4–6)', async () => {
    const provinces = (await get('organization', '/organization/dashboard/ostan/')).body;
    expect(provinces.map((p: { id: number }) => p.id)).toEqual([4]);
    const [isfahan] = provinces;
    const schools = world.schools.filter((s) => s.province_id === 4).map((s) => s.id);
    expect(isfahan).toMatchObject({ name: 'اصفهان', school_count: schools.length });
    expect(isfahan.student_count).toBe(officePupils(schools).length);
    expect(isfahan.average_smart_score).toBeGreaterThan(0);
    expect((await get('school', '/organization/dashboard/ostan/')).status).toBe(403);
  });

  it('counts every province with schools for the national office, each as its provincial office would', async () => {
    const provinces = (await get('national', '/organization/dashboard/ostan/')).body;
    const withSchools = new Set(world.schools.map((s) => s.province_id));
    expect(provinces.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)).toEqual(
      [...withSchools].sort((a, b) => a - b),
    );
    const names = provinces.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fa').compare));
    const isfahan = (await get('organization', '/organization/dashboard/ostan/')).body[0];
    expect(provinces.find((p: { id: number }) => p.id === 4)).toEqual(isfahan);
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
    const elsewhere = (await get('national', `/organization/dashboard/school/ostan/${other.province_id}/`)).body;
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

/**
 * The demo office («اداره کل آموزش و پرورش اصفهان») governs اصفهان (4) only. Every organization
 * operation of the contract is listed here once, with the calls that read inside the province and
 * the ones that reach outside it; a new operation without its row fails the first test.
 */
describe('the office’s scope', () => {
  const ISFAHAN = 4;
  const NOT_FOUND = { detail: 'موردی پیدا نشد.' };
  const inside = world.schools.filter((s) => s.province_id === ISFAHAN);
  const outside = world.schools.filter((s) => s.province_id !== ISFAHAN);
  const insideIds = new Set(inside.map((s) => s.id));
  const provinceOf = new Map(world.schools.map((s) => [s.id, s.province_id]));
  const schoolOfClass = new Map(world.classes.map((c) => [c.id, c.school_id]));
  const schoolOfPerson = new Map(world.people.map((p) => [p.id, p.school_id]));
  const upperClassOf = (schoolId: number) => world.classesOf(schoolId).find((c) => upper(c.grade))!;
  const pupilOf = (schoolId: number) => world.pupilsOf(upperClassOf(schoolId).id)[0]!;
  const managerOf = (schoolId: number) => world.person(world.school(schoolId)!.manager_id)!.username;

  /** For each organization operation: a URL reading school `id` (or province) inside the scope. */
  const SCHOOL_CALLS: Record<string, (schoolId: number) => string> = {
    getOrganizationSchool: (id) => `/organization/school/dashboard/info/?schoolId=${id}`,
    getOrganizationSchoolGrades: (id) => `/organization/school/dashboard/grade/?schoolId=${id}`,
    getOrganizationSchoolGradeClasses: (id) => `/organization/school/dashboard/grade/fifth/class/?schoolId=${id}`,
    getOrganizationSchoolStudentRecords: (id) =>
      `/organization/school/dashboard/students/student-records/?schoolId=${id}&size=50`,
    getOrganizationSchoolStudent: (id) =>
      `/organization/school/dashboard/class/student/${pupilOf(id).id}/?schoolId=${id}`,
    getOrganizationSchoolClassInfo: (id) =>
      `/organization/school/class-management/${upperClassOf(id).id}/info/?schoolId=${id}`,
    getOrganizationSchoolQuestionsReport: (id) => `/organization/school/report/questions/?schoolId=${id}`,
    getOrganizationSchoolTimeReport: (id) => `/organization/school/report/time/?schoolId=${id}`,
    getOrganizationSchoolQuestionsPieChart: (id) => `/organization/school/report/questions-pie-chart/?schoolId=${id}`,
    getOrganizationSchoolGradeSeasonsChart: (id) => `/organization/school/report/grade/seasons-chart/?schoolId=${id}`,
    getOrganizationSchoolTotalScore: (id) => `/organization/school/report/total-score/?schoolId=${id}`,
    getOrganizationSchoolHomeworksPieChart: (id) => `/organization/school/report/homeworks-pie-chart/?schoolId=${id}`,
  };
  const LIST_CALLS = ['getOrganizationProvinces', 'getOrganizationProvinceSchools', 'getOrganizationComparison'];

  /** Every class and person (pupil, teacher) an answer names, by the shapes the school schemas use. */
  function named(body: unknown, found = { classes: [] as number[], people: [] as number[] }) {
    if (Array.isArray(body)) body.forEach((item) => named(item, found));
    else if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      const idOf = (value: unknown) => (value as { id?: unknown } | null)?.id;
      if (typeof record.id === 'number' && 'username' in record) found.people.push(record.id);
      if (typeof record.id === 'number' && 'grade' in record && 'teacher' in record) found.classes.push(record.id);
      if (typeof idOf(record.class) === 'number') found.classes.push(idOf(record.class) as number);
      if (typeof idOf(record.teacher) === 'number') found.people.push(idOf(record.teacher) as number);
      Object.values(record).forEach((value) => named(value, found));
    }
    return found;
  }

  it('has a row here for every organization operation of the contract', () => {
    const operations = sharedContract()
      .operations.filter((op) => op.path.startsWith('/organization/'))
      .map((op) => op.operationId);
    expect(operations.sort()).toEqual([...LIST_CALLS, ...Object.keys(SCHOOL_CALLS)].sort());
  });

  it('lists only the office’s province and its schools', async () => {
    const provinces = (await get('organization', '/organization/dashboard/ostan/')).body;
    expect(provinces.map((p: { id: number }) => p.id)).toEqual([ISFAHAN]);
    const schools = (await get('organization', `/organization/dashboard/school/ostan/${ISFAHAN}/?size=50`)).body;
    expect(schools.results.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b)).toEqual(
      [...insideIds].sort((a, b) => a - b),
    );
    // A word that names a city of another province finds nothing of it.
    const word = encodeURIComponent(outside[0]!.city);
    const searched = (
      await get('organization', `/organization/dashboard/school/ostan/${ISFAHAN}/?searchedWord=${word}`)
    ).body;
    expect(searched.results.every((s: { id: number }) => insideIds.has(s.id))).toBe(true);
  });

  it('refuses every other province as one that does not exist (404), which the national office reads', async () => {
    for (const provinceId of new Set(outside.map((s) => s.province_id))) {
      const url = `/organization/dashboard/school/ostan/${provinceId}/`;
      const reply = await get('organization', url);
      expect({ provinceId, status: reply.status, body: reply.body }).toEqual({
        provinceId,
        status: 404,
        body: NOT_FOUND,
      });
      expect((await get('national', url)).status).toBe(200);
      // Its schools side by side too (issue 28).
      const compare = `/organization/dashboard/compare/ostan/${provinceId}/`;
      expect((await get('organization', compare)).status).toBe(404);
      expect((await get('national', compare)).status).toBe(200);
    }
  });

  it('names nothing outside the province in any school operation of its schools', async () => {
    let seen = 0;
    for (const school of inside) {
      for (const [operation, url] of Object.entries(SCHOOL_CALLS)) {
        const reply = await get('organization', url(school.id));
        expect({ operation, school: school.id, status: reply.status }).toEqual({
          operation,
          school: school.id,
          status: 200,
        });
        const found = named(reply.body);
        expect(found.classes.filter((id) => schoolOfClass.get(id) !== school.id)).toEqual([]);
        expect(found.people.filter((id) => schoolOfPerson.get(id) !== school.id)).toEqual([]);
        seen += found.classes.length + found.people.length;
      }
      const records = (await get('organization', SCHOOL_CALLS.getOrganizationSchoolStudentRecords!(school.id))).body;
      const pupils = records.results.map((r: { id: number }) => world.person(r.id)!);
      expect(pupils.every((p: { school_id: number }) => provinceOf.get(p.school_id) === ISFAHAN)).toBe(true);
    }
    expect(seen).toBeGreaterThan(inside.length * 10);
  });

  it('refuses every school operation of a school outside the province (404), which the national office reads', async () => {
    for (const school of outside) {
      for (const [operation, url] of Object.entries(SCHOOL_CALLS)) {
        const reply = await get('organization', url(school.id));
        expect({ operation, school: school.id, status: reply.status, body: reply.body }).toEqual({
          operation,
          school: school.id,
          status: 404,
          body: NOT_FOUND,
        });
        expect({ operation, school: school.id, status: (await get('national', url(school.id))).status }).toEqual({
          operation,
          school: school.id,
          status: 200,
        });
      }
    }
  });

  it('refuses a class or pupil of another province through one of its own schools', async () => {
    const foreign = outside[0]!;
    const cls = upperClassOf(foreign.id);
    const pupil = pupilOf(foreign.id);
    for (const url of [
      `/organization/school/dashboard/class/student/${pupil.id}/?schoolId=1`,
      `/organization/school/class-management/${cls.id}/info/?schoolId=1`,
      `/organization/school/dashboard/students/student-records/?schoolId=1&classId=${cls.id}`,
    ]) {
      const reply = await get('organization', url);
      expect({ url, status: reply.status, body: reply.body }).toEqual({ url, status: 404, body: NOT_FOUND });
    }
    // A report filter naming them is the contract's 400 (a filter outside the school), saying nothing of them.
    for (const filter of [`classId=${cls.id}`, `userId=${pupil.id}`]) {
      const reply = await get('organization', `/organization/school/report/total-score/?schoolId=1&${filter}`);
      expect(reply.status).toBe(400);
      expect(reply.body.detail).not.toContain(foreign.name);
    }
  });

  it('reads each of its schools as that school’s manager does, grades 4–6', async () => {
    const managerUrl = (url: string) => {
      const parsed = new URL(url.replace('/organization/school/', '/school/'), 'http://world.invalid');
      parsed.searchParams.delete('schoolId');
      return `${parsed.pathname}${parsed.search}`;
    };
    for (const school of inside) {
      const manager = managerOf(school.id);
      const both = async (url: string) => {
        const office = (await get('organization', url)).body;
        const own = (await get(manager, managerUrl(url))).body;
        return { office, own };
      };
      const q = `schoolId=${school.id}`;
      // The school's row, its heading and its grades: the manager's grades 4–6 added up.
      const grades = await both(`/organization/school/dashboard/grade/?${q}`);
      const upperGrades = grades.own.filter((g: { grade: string }) => upper(g.grade));
      expect(grades.office).toEqual(upperGrades);
      const sum = (key: string) => upperGrades.reduce((n: number, g: Record<string, number>) => n + g[key]!, 0);
      const row = (
        await get('organization', `/organization/dashboard/school/ostan/${ISFAHAN}/?size=50`)
      ).body.results.find((s: { id: number }) => s.id === school.id);
      expect(row).toMatchObject({ class_count: sum('class_count'), student_count: sum('student_count') });
      expect(row.grades).toEqual(upperGrades.map((g: { grade: string }) => g.grade));
      const info = (await get('organization', `/organization/school/dashboard/info/?${q}`)).body;
      expect(info).toEqual({ ...row, province: { id: ISFAHAN, name: 'اصفهان' } });
      const records = (await get('organization', `/organization/school/dashboard/students/student-records/?${q}`)).body;
      expect(records.count).toBe(sum('student_count'));

      // The whole-school charts: the manager's grade series less grade 3; totals the sum of the classes.
      const seasons = await both(`/organization/school/report/grade/seasons-chart/?${q}`);
      expect(seasons.office.labels).toEqual(seasons.own.labels);
      expect(seasons.office.series).toEqual(seasons.own.series.filter((s: { key: string }) => upper(s.key)));
      const classes = world.classesOf(school.id).filter((c) => upper(c.grade));
      let answered = 0;
      for (const cls of classes) {
        const c = `${q}&classId=${cls.id}`;
        for (const url of [
          `/organization/school/dashboard/grade/${cls.grade}/class/?${q}`,
          `/organization/school/dashboard/students/student-records/?${c}`,
          `/organization/school/class-management/${cls.id}/info/?${q}`,
          `/organization/school/dashboard/class/student/${world.pupilsOf(cls.id)[0]!.id}/?${q}`,
          `/organization/school/report/grade/seasons-chart/?${q}&grade=${cls.grade}`,
          `/organization/school/report/questions/?${c}&type=last_30`,
          `/organization/school/report/time/?${c}&type=last_30`,
          `/organization/school/report/questions-pie-chart/?${c}&type=last_365`,
          `/organization/school/report/homeworks-pie-chart/?${c}&type=last_365`,
          `/organization/school/report/total-score/?${c}&type=last_365`,
        ]) {
          const { office, own } = await both(url);
          expect({ url, office }).toEqual({ url, office: own });
        }
        answered += (await get(manager, `/school/report/total-score/?classId=${cls.id}`)).body.questions_answered;
      }
      const whole = (await get('organization', `/organization/school/report/total-score/?${q}`)).body;
      expect(whole.questions_answered).toBe(answered);
      // A school without grade 3: every whole-school figure is the manager's own.
      if (!world.classesOf(school.id).some((c) => c.grade === 'third'))
        for (const url of Object.values(SCHOOL_CALLS).slice(1)) {
          const { office, own } = await both(url(school.id));
          expect({ url: url(school.id), office }).toEqual({ url: url(school.id), office: own });
        }
    }
  });
});
