// Stories and tests only: the calls of the school's class screens, their routes and the contract's answers.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { ClassHomeworkPage, ClassInfo, SchoolClass, StudentRecordPage } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { classInfoById } from '@/testing/class-info';
import { answering, answeringExample, example } from '@/testing/handlers';
import { ClassCourseScreen } from './class-course-screen';
import { ClassesScreen } from './classes-screen';

export const GRADES = '/school/dashboard/grade/';
export const GRADE_CLASSES = '/school/dashboard/grade/:grade/class/';
export const CLASS_INFO = '/school/class-management/:id/info/';
export const HOMEWORK = '/school/homework/class/:id/';
export const RECORDS = '/school/dashboard/students/student-records/';
/** The school's report calls this page asks: path and operationId. */
export const REPORTS = [
  ['/school/report/total-score/', 'getSchoolTotalScore'],
  ['/school/report/time/', 'getSchoolTimeReport'],
  ['/school/report/questions/', 'getSchoolQuestionsReport'],
  ['/school/report/homeworks-pie-chart/', 'getSchoolHomeworksPieChart'],
] as const;

/** The two screens under their routes, as the app mounts them. */
export function SchoolClassesRoutes() {
  return (
    <Routes>
      <Route path={paths.school.classes} element={<ClassesScreen />} />
      <Route path={paths.school.classCourse} element={<ClassCourseScreen />} />
    </Routes>
  );
}

const fourth = example('getSchoolGradeClasses', 'school') as SchoolClass[];
/** The world's classes per grade: the contract's example is grade 4, the others take its shape with their names. */
export const gradeClasses = http.get(`*${GRADE_CLASSES}`, ({ params }) => {
  const grade = String(params.grade);
  const digit = { third: 3, fourth: 4, fifth: 5, sixth: 6 }[grade] ?? 4;
  const word = { third: 'سوم', fourth: 'چهارم', fifth: 'پنجم', sixth: 'ششم' }[grade] ?? 'چهارم';
  return HttpResponse.json(
    fourth.map((item, i) => ({ ...item, id: digit * 10 + i + 1, grade, name: item.name.replace('چهارم', word) })),
  );
});

/** Class 41 (چهارم الف) as the class-management call answers it. */
export const info = example('getSchoolClassInfo', 'school') as ClassInfo;
/** Any class answers with class 41's courses under its own id (the cards need only the course links). */
export const classInfo = classInfoById();

const homework = example('getSchoolClassHomework', 'school') as ClassHomeworkPage;
/** Class 41's homework in ریاضی چهارم, as the world answers `courseId=401`. */
export const mathHomework: ClassHomeworkPage = {
  ...homework,
  results: homework.results.filter((item) => item.course.id === 401),
};
mathHomework.count = mathHomework.results.length;

const records = example('getSchoolStudentRecords', 'school') as StudentRecordPage;
/** The school's records example narrowed to class 41, as `classId=41` asks. */
export const classRecords: StudentRecordPage = {
  ...records,
  results: records.results.filter((pupil) => pupil.class?.id === 41),
  count: records.results.filter((pupil) => pupil.class?.id === 41).length,
  total_pages: 1,
};

/** Every report call answering its contract example `name`. */
export const reports = (name: 'school' | 'empty'): HttpHandler[] =>
  REPORTS.map(([path, id]) => answeringExample('get', path, id, name));

/** The classes screen's calls. */
export const listHandlers = [answeringExample('get', GRADES, 'getSchoolGrades', 'school'), gradeClasses, classInfo];

/** The class course page's calls. */
export const courseHandlers = [
  classInfo,
  answering('get', HOMEWORK, mathHomework),
  answering('get', RECORDS, classRecords),
  ...reports('school'),
];
