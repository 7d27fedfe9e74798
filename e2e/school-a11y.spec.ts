import { walkTests } from './helpers';

/**
 * The school manager's pages inside the real shell on the world's data (محمد کریمی's school: class
 * 41 «چهارم الف» with Sara, 101; homework 4105; quiz 497): each has its heading and axe finds nothing.
 */
const pages = [
  '/school',
  '/school/grades/fourth',
  '/school/classes',
  '/school/class/41/course/401',
  '/school/students',
  '/school/student/101',
  '/school/homework/4105',
  '/school/homework/4105/student/101',
  '/school/homework/4105/student/101/skill/40203',
  '/school/skill/question/m4-number-patterns-1',
  '/school/quiz-reports',
  '/school/quiz-reports/41',
  '/school/quiz-reports/41/497',
  '/school/quiz-reports/41/497/101',
  '/school/quiz-reports/41/497/questions',
  '/school/profile',
  '/school/grades/third',
  '/school/grades/sixth',
  '/school/quiz-reports/41/497/questions/detail',
  '/school/messages',
  '/school/messages/501',
  // Issue 28: a pupil's answers on a whole skill (a cell of the mastery grid opens it).
  '/school/student/101/skill/40303',
  '/school/skill/40104/trouble-spots?grade=fourth',
];

walkTests('the school manager’s pages open with no call refused and pass axe in the app', 'school', pages);
