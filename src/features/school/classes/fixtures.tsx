// Stories and tests only: the calls of the school's class screens, their routes and the contract's answers.
import type { HttpHandler } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { Grade, type ClassHomeworkPage, type StudentRecordPage } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { classInfoById } from '@/testing/class-info';
import { answering, answeringExample, example, handling } from '@/testing/handlers';
import { ClassCourseScreen } from './class-course-screen';
import { ClassesScreen } from './classes-screen';

export const GRADES = 'getSchoolGrades' as const;
export const GRADE_CLASSES = 'getSchoolGradeClasses' as const;
export const CLASS_INFO = 'getSchoolClassInfo' as const;
export const HOMEWORK = 'getSchoolClassHomework' as const;
export const RECORDS = 'getSchoolStudentRecords' as const;
/** The school's report calls this page asks, by operationId. */
export const REPORTS = [
  'getSchoolTotalScore',
  'getSchoolTimeReport',
  'getSchoolQuestionsReport',
  'getSchoolHomeworksPieChart',
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

/** A grade path parameter as the contract's grade (a grade the contract does not know reads as the fourth). */
export const gradeOf = (value: string): Grade => Object.values(Grade).find((known) => known === value) ?? Grade.fourth;

const fourth = example(GRADE_CLASSES, 'school');
/** The world's classes per grade: the contract's example is grade 4, the others take its shape with their names. */
export const gradeClasses = handling(GRADE_CLASSES, ({ params }) => {
  const grade = gradeOf(params.grade);
  const digit = { third: 3, fourth: 4, fifth: 5, sixth: 6 }[grade];
  const word = { third: 'سوم', fourth: 'چهارم', fifth: 'پنجم', sixth: 'ششم' }[grade];
  return fourth.map((item, i) => ({ ...item, id: digit * 10 + i + 1, grade, name: item.name.replace('چهارم', word) }));
});

/** Class 41 (چهارم الف) as the class-management call answers it. */
export const info = example(CLASS_INFO, 'school');
/** Any class answers with class 41's courses under its own id (the cards need only the course links). */
export const classInfo = classInfoById();

const homework = example(HOMEWORK, 'school');
/** Class 41's homework in ریاضی چهارم, as the world answers `courseId=401`. */
export const mathHomework: ClassHomeworkPage = {
  ...homework,
  results: homework.results.filter((item) => item.course.id === 401),
};
mathHomework.count = mathHomework.results.length;

const records = example(RECORDS, 'school');
/** The school's records example narrowed to class 41, as `classId=41` asks. */
export const classRecords: StudentRecordPage = {
  ...records,
  results: records.results.filter((pupil) => pupil.class?.id === 41),
  count: records.results.filter((pupil) => pupil.class?.id === 41).length,
  total_pages: 1,
};

/** Every report call answering its contract example `name`. */
export const reports = (name: 'school' | 'empty'): HttpHandler[] => REPORTS.map((op) => answeringExample(op, name));

/** The classes screen's calls. */
export const listHandlers = [answeringExample(GRADES, 'school'), gradeClasses, classInfo];

/** The class course page's calls. */
export const courseHandlers = [
  classInfo,
  answering(HOMEWORK, mathHomework),
  answering(RECORDS, classRecords),
  ...reports('school'),
];
