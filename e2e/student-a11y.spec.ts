import { walkTests } from './helpers';

/**
 * Every page of the pupil's area inside the real shell (tinted background, menus) on the world's
 * data: axe finds nothing. Stories check each screen alone; this checks them where they live.
 */
const pages = [
  '/student',
  '/courses',
  '/courses/math/401',
  '/homeworks',
  '/homeworks/4105',
  '/package/4021',
  '/course-review',
  '/class',
  '/class-message',
  '/report',
  '/performance',
  '/profile',
  '/profile/personal',
  '/profile/contact',
  '/profile/school',
  '/profile/password',
  '/profile/subscription',
  '/profile/badges',
  '/profile/family',
  '/guide',
  '/exercise?skill=m4-two-digit-multiplication',
  '/student/quiz',
  '/student/quiz?quiz=501',
  '/student/quiz/501/1',
  '/student/quiz/501/1/list',
  '/student/quiz/post-quiz?quizId=497',
  '/student/quiz/497/report',
  '/student/quiz/497/report-questions',
  '/student/quiz/497/report-questions/detail',
  '/student/quiz/497/question/1',
  '/student/quiz/497/final/report',
  '/plans',
  '/pre-order?plan=2',
  '/payment',
  '/payment/2',
  '/bank-receipt/paid?orderId=58231',
  '/bank-receipt/failed?orderId=58229',
  '/student/survey/12',
  '/student/games/maze?size=small&seed=7',
  '/student/messages',
  '/student/messages/501',
];

walkTests('every pupil page opens with no call refused and passes axe in the app', 'student', pages);
