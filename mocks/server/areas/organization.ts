/**
 * The education office (/organization/…): the provinces it governs with their counts, a
 * province's schools, and inside a school every school page mirrored under /organization/school/…
 * with `schoolId` — the manager's own handlers (school.ts, school-reports.ts) over the office's
 * scope of that school (grades 4–6). Counts cover grades 4–6 only, as the contract says.
 * Scope: the demo office (Isfahan's) governs اصفهان only, the national office every province;
 * anything outside answers 404 (school-scope.ts).
 */
import type { World } from '../../world/build.ts';
import type { ClassRec, ProvinceRec, SchoolRec } from '../../world/types.ts';
import { idParam, notFound, ok, paged, type Handlers } from '../context.ts';
import { compareText, searchFold, yearAverage } from './reports-shapes.ts';
import { schoolDashboardOps } from './school.ts';
import { officeProvince, officeProvinces, officeScope, OFFICE_GRADES } from './school-scope.ts';
import { schoolReportOps } from './school-reports.ts';

/** The school's classes in grades 4–6 (the office's pages have no grade 3). */
const officeClasses = (world: World, school: SchoolRec): ClassRec[] =>
  world.classesOf(school.id).filter((c) => OFFICE_GRADES.includes(c.grade));

function provinceCounts(world: World, province: ProvinceRec) {
  const schools = world.schools.filter((s) => s.province_id === province.id);
  const classes = schools.flatMap((s) => officeClasses(world, s));
  const pupils = classes.flatMap((c) => world.pupilsOf(c.id));
  return {
    id: province.id,
    name: province.name,
    school_count: schools.filter((s) => officeClasses(world, s).length).length,
    student_count: pupils.length,
    teacher_count: new Set(classes.map((c) => c.teacher_id).filter((id) => id !== null)).size,
    average_smart_score: yearAverage(world, pupils),
  };
}

function officeSchool(world: World, school: SchoolRec) {
  const classes = officeClasses(world, school);
  const pupils = classes.flatMap((c) => world.pupilsOf(c.id));
  return {
    id: school.id,
    name: school.name,
    city: school.city,
    gender: school.gender,
    grades: OFFICE_GRADES.filter((g) => classes.some((c) => c.grade === g)),
    class_count: classes.length,
    student_count: pupils.length,
    average_smart_score: yearAverage(world, pupils),
  };
}

const dashboard = schoolDashboardOps(officeScope);
const reports = schoolReportOps(officeScope);

export const organizationHandlers = {
  getOrganizationProvinces(ctx) {
    // The provinces the office governs; those with no school on the platform yet are left out
    // (an office whose province has none reads the contract's empty list).
    return ok(
      officeProvinces(ctx)
        .map((province) => provinceCounts(ctx.world, province))
        .filter((province) => province.school_count > 0)
        .sort((a, b) => compareText(a.name, b.name)),
    );
  },

  getOrganizationProvinceSchools(ctx) {
    const province = officeProvince(ctx, idParam(ctx, 'id'));
    const word = searchFold(typeof ctx.query.searchedWord === 'string' ? ctx.query.searchedWord : '');
    const schools = ctx.world.schools
      .filter((s) => s.province_id === province.id)
      .filter((s) => !word || searchFold(`${s.name} ${s.city}`).includes(word))
      .sort((a, b) => compareText(a.city, b.city) || compareText(a.name, b.name) || a.id - b.id);
    const page = paged(schools, ctx.query, 10);
    if (page.page > Math.max(1, page.total_pages)) notFound();
    return ok({ ...page, results: page.results.map((s) => officeSchool(ctx.world, s)) });
  },

  getOrganizationSchool(ctx) {
    const { school } = officeScope(ctx);
    const province = ctx.world.provinces.find((p) => p.id === school.province_id) ?? notFound();
    return ok({ ...officeSchool(ctx.world, school), province: { id: province.id, name: province.name } });
  },

  getOrganizationSchoolGrades: (ctx) => ok(dashboard.grades(ctx)),
  getOrganizationSchoolGradeClasses: (ctx) => ok(dashboard.gradeClasses(ctx)),
  getOrganizationSchoolStudentRecords: (ctx) => ok(dashboard.studentRecords(ctx)),
  getOrganizationSchoolStudent: (ctx) => ok(dashboard.student(ctx)),
  getOrganizationSchoolClassInfo: (ctx) => ok(dashboard.classInfo(ctx)),
  getOrganizationSchoolQuestionsReport: (ctx) => ok(reports.questions(ctx)),
  getOrganizationSchoolTimeReport: (ctx) => ok(reports.time(ctx)),
  getOrganizationSchoolQuestionsPieChart: (ctx) => ok(reports.questionsPie(ctx)),
  getOrganizationSchoolGradeSeasonsChart: (ctx) => ok(reports.seasons(ctx)),
  getOrganizationSchoolTotalScore: (ctx) => ok(reports.totalScore(ctx)),
  getOrganizationSchoolHomeworksPieChart: (ctx) => ok(reports.homeworksPie(ctx)),
} satisfies Handlers;
