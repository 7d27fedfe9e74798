/**
 * Every operation the demo world answers, by operationId. Each area keeps its handlers in
 * areas/<area>.ts; an operation without a handler is answered by Prism from the contract's
 * examples (the public site, the development lists…).
 */
import { accountHandlers } from './areas/account.ts';
import { teacherDashboardHandlers } from './areas/teacher-dashboard.ts';
import { teacherReportHandlers } from './areas/teacher-dashboard-reports.ts';
import { teacherStudentHandlers } from './areas/teacher-dashboard-student.ts';
import { schoolHandlers } from './areas/school.ts';
import { organizationHandlers } from './areas/organization.ts';
import { memberHomeworkHandlers } from './areas/homework-member.ts';
import { teacherHomeworkFormHandlers } from './areas/homework-teacher.ts';
import { teacherHomeworkClassHandlers } from './areas/homework-teacher-class.ts';
import { schoolHomeworkHandlers } from './areas/homework-school.ts';
import { memberGoalHandlers } from './areas/member-goal.ts';
import { memberRewardsHandlers } from './areas/member-rewards.ts';
import { memberProfileHandlers } from './areas/member-profile.ts';
import { memberReportHandlers } from './areas/member-reports.ts';
import { practiceSkillsHandlers } from './areas/practice-skills.ts';
import { practiceHandlers } from './areas/practice.ts';
import { practiceTeacherHandlers } from './areas/practice-teacher.ts';
import { masteryHandlers } from './areas/mastery.ts';
import { troubleSpotsHandlers } from './areas/trouble-spots.ts';
import { compareHandlers } from './areas/compare.ts';
import { adminChatHandlers } from './areas/admin-chat.ts';
import { channelHandlers } from './areas/channel.ts';
import { chatHandlers } from './areas/chat.ts';
import { memberQuizHandlers } from './areas/quiz-member.ts';
import { teacherQuizHandlers } from './areas/quiz-teacher.ts';
import { quizReportHandlers } from './areas/quiz-reports.ts';
import { memberPackageHandlers } from './areas/package-member.ts';
import { teacherPackageHandlers } from './areas/package-teacher.ts';
import { memberReviewHandlers } from './areas/review-member.ts';
import { teacherReviewHandlers } from './areas/review-teacher.ts';
import { paymentHandlers } from './areas/payment.ts';
import { surveyHandlers } from './areas/survey.ts';
import { accountExtraHandlers } from './areas/account-extras.ts';
import { registerHandlers } from './areas/account-extras-register.ts';
import { familyHandlers } from './areas/family.ts';
import { combine } from './context.ts';

/** Two areas answering the same operation is a type error (and throws): see `combine`. */
export const handlers = combine(
  accountHandlers,
  teacherDashboardHandlers,
  teacherReportHandlers,
  teacherStudentHandlers,
  schoolHandlers,
  organizationHandlers,
  memberHomeworkHandlers,
  teacherHomeworkFormHandlers,
  teacherHomeworkClassHandlers,
  schoolHomeworkHandlers,
  memberRewardsHandlers,
  memberGoalHandlers,
  memberProfileHandlers,
  memberReportHandlers,
  practiceSkillsHandlers,
  practiceHandlers,
  practiceTeacherHandlers,
  masteryHandlers,
  troubleSpotsHandlers,
  compareHandlers,
  chatHandlers,
  adminChatHandlers,
  channelHandlers,
  memberQuizHandlers,
  teacherQuizHandlers,
  quizReportHandlers,
  memberPackageHandlers,
  teacherPackageHandlers,
  memberReviewHandlers,
  teacherReviewHandlers,
  paymentHandlers,
  surveyHandlers,
  accountExtraHandlers,
  registerHandlers,
  familyHandlers,
);
