// Stories and tests only: the routes the screen is mounted under and the contract's answers for class 41.
import { Route, Routes } from 'react-router-dom';
import type { ChannelMessage, ClassHomeworkPage } from '@/api/generated/model';
import { paths } from '@/shared/routing/paths';
import { answering, example, handling } from '@/testing/handlers';
import { ClassCourseScreen } from './class-course-screen';

export const DASHBOARD = 'getTeacherClassDashboard' as const;
export const RECORDS = 'listTeacherStudentRecords' as const;
export const HOMEWORK = 'listClassHomework' as const;
export const TOTAL = 'getTeacherTotalScore' as const;
export const MESSAGES = 'listChannelMessages' as const;
export const POST_MESSAGE = 'createChannelMessage' as const;
export const EDIT_MESSAGE = 'updateChannelMessage' as const;
export const DELETE_MESSAGE = 'deleteChannelMessage' as const;

/** The class course screen under both of its routes, as the app mounts it. */
export function ClassCourseRoutes() {
  return (
    <Routes>
      <Route path={paths.teacher.classCourse} element={<ClassCourseScreen />} />
      <Route path={paths.teacher.classCourseEdit} element={<ClassCourseScreen />} />
    </Routes>
  );
}

const cards = example(DASHBOARD, 'teacher');
/** The dashboard answers one card when asked for one class (the world does). */
export const classCard = handling(DASHBOARD, ({ query }) => {
  const classId = Number(query.get('classId'));
  return cards.filter((card) => !classId || card.class.id === classId);
});

const homework = example(HOMEWORK, 'teacher');
/** Class 41's homework in ریاضی چهارم, as the world answers `courseId=401`. */
export const mathHomework: ClassHomeworkPage = {
  ...homework,
  results: homework.results.filter((item) => item.course.id === 401),
};
mathHomework.count = mathHomework.results.length;

export const channelPage = example(MESSAGES, 'teacher');
/** The world's newest message of class 41's maths channel (the teacher's own). */
export const newest: ChannelMessage = channelPage.results[0]!;

/** Handlers every tab needs: the class card and each tab's one call with its contract example. */
export const tabHandlers = [
  classCard,
  answering(RECORDS, example(RECORDS, 'teacher')),
  answering(HOMEWORK, mathHomework),
  answering(TOTAL, example(TOTAL, 'teacher')),
  answering(MESSAGES, channelPage),
];
