/**
 * The education office (/organization/…): the provinces with their counts, a province's
 * schools, and inside a school every school page mirrored under /organization/school/… with
 * `schoolId` — the manager's own handlers (school.ts, school-reports.ts) over the office's
 * scope of that school (grades 4–6). Counts cover grades 4–6 only, as the contract says.
 */
import type { World } from '../../world/build.ts';
import type { ClassRec, ProvinceRec, SchoolRec } from '../../world/types.ts';
import { forbidden, idParam, me, notFound, ok, paged, type Ctx, type Handlers } from '../context.ts';
import { compareText, searchFold, yearAverage } from './reports-shapes.ts';
import { schoolDashboardOps } from './school.ts';
import { officeScope, OFFICE_GRADES } from './school-scope.ts';
import { schoolReportOps } from './school-reports.ts';

function asOffice(ctx: Ctx) {
  const person = me(ctx);
  return person.role === 'organization' ? person : forbidden();
}

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

export const organizationHandlers: Handlers = {
  getOrganizationProvinces(ctx) {
    asOffice(ctx);
    // The demo office oversees every province (the contract's national user); provinces with no
    // school on the platform are left out, as the contract's nationwide example lists only those with schools.
    return ok(
      ctx.world.provinces
        .map((province) => provinceCounts(ctx.world, province))
        .filter((province) => province.school_count > 0)
        .sort((a, b) => compareText(a.name, b.name)),
    );
  },

  getOrganizationProvinceSchools(ctx) {
    asOffice(ctx);
    const province = ctx.world.provinces.find((p) => p.id === idParam(ctx, 'id')) ?? notFound();
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

  getOrganizationSchoolGrades: dashboard.grades,
  getOrganizationSchoolGradeClasses: dashboard.gradeClasses,
  getOrganizationSchoolStudentRecords: dashboard.studentRecords,
  getOrganizationSchoolStudent: dashboard.student,
  getOrganizationSchoolClassInfo: dashboard.classInfo,
  getOrganizationSchoolQuestionsReport: reports.questions,
  getOrganizationSchoolTimeReport: reports.time,
  getOrganizationSchoolQuestionsPieChart: reports.questionsPie,
  getOrganizationSchoolGradeSeasonsChart: reports.seasons,
  getOrganizationSchoolTotalScore: reports.totalScore,
  getOrganizationSchoolHomeworksPieChart: reports.homeworksPie,
};
