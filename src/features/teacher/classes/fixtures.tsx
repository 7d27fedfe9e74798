// Stories and tests only: the routes the screen is mounted under and the contract's answers for class 41.
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { ChannelMessage, ChannelMessagePage, ClassHomeworkPage, TeacherClassCard } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { answering, example } from '@/testing/handlers';
import { ClassCourseScreen } from './class-course-screen';

export const DASHBOARD = '/teacher/dashboard/class/';
export const RECORDS = '/teacher/dashboard/student-records/';
export const HOMEWORK = '/teacher/homework/class/';
export const TOTAL = '/teacher/report/total-score/';
export const MESSAGES = '/channel/messages/';
export const MESSAGE = '/channel/message/:id';

/** The class course screen under both of its routes, as the app mounts it. */
export function ClassCourseRoutes() {
  return (
    <Routes>
      <Route path={paths.teacher.classCourse} element={<ClassCourseScreen />} />
      <Route path={paths.teacher.classCourseEdit} element={<ClassCourseScreen />} />
    </Routes>
  );
}

const cards = example('getTeacherClassDashboard', 'teacher') as TeacherClassCard[];
/** The dashboard answers one card when asked for one class (the world does). */
export const classCard = http.get(`*${DASHBOARD}`, ({ request }) => {
  const classId = Number(new URL(request.url).searchParams.get('classId'));
  return HttpResponse.json(cards.filter((card) => !classId || card.class.id === classId));
});

const homework = example('listClassHomework', 'teacher') as ClassHomeworkPage;
/** Class 41's homework in ریاضی چهارم, as the world answers `courseId=401`. */
export const mathHomework: ClassHomeworkPage = {
  ...homework,
  results: homework.results.filter((item) => item.course.id === 401),
};
mathHomework.count = mathHomework.results.length;

export const channelPage = example('listChannelMessages', 'teacher') as ChannelMessagePage;
/** The world's newest message of class 41's maths channel (the teacher's own). */
export const newest: ChannelMessage = channelPage.results[0]!;

/** Handlers every tab needs: the class card and each tab's one call with its contract example. */
export const tabHandlers = [
  classCard,
  answering('get', RECORDS, example('listTeacherStudentRecords', 'teacher')),
  answering('get', HOMEWORK, mathHomework),
  answering('get', TOTAL, example('getTeacherTotalScore', 'teacher')),
  answering('get', MESSAGES, channelPage),
];
