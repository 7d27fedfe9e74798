// @vitest-environment node
/**
 * Every call of README, product rules — server calls has an operation in the contract. The list below is transcribed from
 * product rules — server calls, call by call; where product rules — server calls names a call without its path, the path is the one the contract
 * designed (and documents). Removing or renaming an operation the product needs fails here.
 */
import { describe, expect, it } from 'vitest';
import { bundleContract } from '../scripts/bundle-contract.mjs';

type Call = readonly [section: string, method: string, path: string];

const SPEC_CALLS: Call[] = [
  // Auth
  ['auth', 'POST', '/auth/login/'],
  ['auth', 'GET', '/auth/verification-code'],
  ['auth', 'POST', '/auth/verify'],
  ['auth', 'POST', '/auth/register/'],
  ['auth', 'GET', '/auth/reset-token'],
  ['auth', 'POST', '/auth/reset-token/'],
  ['auth', 'POST', '/auth/pre-registration/'],
  ['auth', 'POST', '/auth/edit-pass/'],
  ['auth', 'POST', '/auth/set-profile-picture/'],
  ['auth', 'GET', '/member/profile/brief'],
  ['auth', 'GET', '/status'],
  // Profile and payment
  ['profile', 'GET', '/member/profile/'],
  ['profile', 'PATCH', '/member/profile/'],
  ['profile', 'PATCH', '/member/notification/{id}/'],
  ['payment', 'GET', '/payment/plan/'],
  ['payment', 'GET', '/payment/plan-by-id/'],
  ['payment', 'POST', '/payment/create/'],
  ['payment', 'GET', '/payment/discount-code/check/'],
  // School
  ['school', 'GET', '/school/dashboard/grade/'],
  ['school', 'GET', '/school/dashboard/grade/{grade}/class/'],
  ['school', 'GET', '/school/report/questions/'],
  ['school', 'GET', '/school/report/time/'],
  ['school', 'GET', '/school/report/questions-pie-chart/'],
  ['school', 'GET', '/school/report/grade/seasons-chart/'],
  ['school', 'GET', '/school/report/total-score/'],
  ['school', 'GET', '/school/report/homeworks-pie-chart/'],
  ['school', 'GET', '/school/dashboard/students/student-records/'],
  ['school', 'GET', '/school/dashboard/class/student/{id}/'],
  ['school', 'GET', '/school/homework/student/'],
  ['school', 'GET', '/school/homework/class/{id}/'],
  ['school', 'GET', '/school/homework/{id}/report/'],
  ['school', 'GET', '/school/homework/student-skills/'],
  ['school', 'GET', '/school/homework/skills/'],
  ['school', 'GET', '/school/homework/students/'],
  ['school', 'GET', '/school/class-management/{id}/info/'],
  ['school', 'GET', '/school/dashboard/gamification-status/'],
  ['school', 'PATCH', '/school/dashboard/gamification-status/'],
  // Teacher
  ['teacher', 'GET', '/teacher/dashboard/class/'],
  ['teacher', 'GET', '/teacher/dashboard/students/classes/'],
  ['teacher', 'GET', '/teacher/dashboard/student-records/'],
  ['teacher', 'POST', '/teacher/homework/'],
  ['teacher', 'GET', '/teacher/homework/brief-skills/'],
  ['teacher', 'GET', '/teacher/homework/{id}/update/'],
  ['teacher', 'GET', '/teacher/homework/{id}/'],
  ['teacher', 'DELETE', '/teacher/homework/{id}/'],
  ['teacher', 'PATCH', '/teacher/homework/{id}/'],
  ['teacher', 'GET', '/teacher/homework/class/'],
  ['teacher', 'POST', '/teacher/homework/{id}/comment/'],
  ['teacher', 'GET', '/teacher/homework/{id}/report/'],
  ['teacher', 'GET', '/teacher/homework/question-homework-skill/'],
  ['teacher', 'GET', '/teacher/report/total-score/'],
  ['teacher', 'GET', '/teacher/report/time/'],
  ['teacher', 'GET', '/teacher/report/questions/'],
  ['teacher', 'GET', '/teacher/report/homeworks-pie-chart/'],
  ['teacher', 'GET', '/teacher/report/skills/'],
  ['teacher', 'GET', '/teacher/package/'],
  ['teacher', 'GET', '/teacher/package/{id}/'],
  ['teacher', 'GET', '/teacher/package/activity/{id}/skills/'],
  ['teacher', 'PATCH', '/teacher/package/{id}/is_active/'],
  ['teacher', 'GET', '/teacher/package/activity/{id}/activity-pie-chart/'],
  ['teacher', 'GET', '/teacher/package/activity/{id}/students/'],
  ['teacher', 'GET', '/teacher/review/grade/{id}/'],
  ['teacher', 'GET', '/teacher/review/groups/'],
  ['teacher', 'GET', '/teacher/review/groups-report/'],
  ['teacher', 'GET', '/teacher/review/students/'],
  ['teacher', 'PATCH', '/teacher/review/deadline/'],
  ['teacher', 'GET', '/teacher/questions/'],
  ['teacher', 'GET', '/teacher/quiz/get-all-quiz/'],
  ['teacher', 'GET', '/teacher/quiz/skills/'],
  ['teacher', 'POST', '/teacher/quiz/create/'],
  ['teacher', 'GET', '/channel/messages/'],
  ['teacher', 'PATCH', '/channel/message/{id}'],
  // Student (/member/)
  ['student', 'GET', '/member/skills/'],
  ['student', 'GET', '/member/questions/'],
  ['student', 'POST', '/member/questions/solution-understood/'],
  ['student', 'GET', '/member/homework/class/{id}/'],
  ['student', 'GET', '/member/homework/dashboard/'],
  ['student', 'GET', '/member/homework/{id}/skills/'],
  ['student', 'GET', '/member/homework/{id}/report/'],
  ['student', 'GET', '/member/package/'],
  ['student', 'GET', '/member/package/{packageId}/activities/'],
  ['student', 'GET', '/member/package/{packageId}/activity/{activityId}/question/'],
  ['student', 'GET', '/member/profile/avatars/'],
  ['student', 'POST', '/member/profile/avatar/select/'],
  ['student', 'GET', '/member/profile/class/{id}/'],
  ['student', 'GET', '/member/profile/student/{id}/'],
  ['student', 'GET', '/member/review/dashboard/'],
  ['student', 'GET', '/member/review/{reviewId}/state/'],
  ['student', 'GET', '/member/review/class/{classId}/'],
  ['student', 'GET', '/member/review/{reviewId}/question/'],
  ['student', 'PUT', '/member/review/{reviewId}/answer/'],
  ['student', 'GET', '/member/badges/new-badges-count/'],
  ['student', 'GET', '/member/badges/new-badges/'],
  ['student', 'GET', '/member/badges/badge/{id}/'],
  ['student', 'GET', '/member/report/hourly-distribution/'],
  ['student', 'GET', '/member/report/practice-duration/'],
  ['student', 'GET', '/member/report/completion-summary/'],
  ['student', 'GET', '/member/report/answer-accuracy/'],
  ['student', 'GET', '/member/report/number-of-cups/'],
  ['student', 'GET', '/member/report/performance-by-time-of-day/'],
  ['student', 'GET', '/member/report/skills-performance/'],
  ['student', 'GET', '/member/courses/'],
  ['student', 'GET', '/member/quiz/get-all/'],
  ['student', 'GET', '/member/quiz/{quizId}/details/'],
  ['student', 'GET', '/member/quiz/{quizId}/get-quiz/'],
  ['student', 'POST', '/member/quiz/{quizId}/answer-question/'],
  ['student', 'PATCH', '/member/quiz/{quizId}/update-progress/'],
  ['student', 'PUT', '/member/quiz/{quizId}/submit-quiz/'],
  // Organization
  ['organization', 'GET', '/organization/dashboard/ostan/'],
  ['organization', 'GET', '/organization/dashboard/school/ostan/{id}/'],
  ['organization', 'GET', '/organization/school/dashboard/grade/'],
  ['organization', 'GET', '/organization/school/dashboard/students/student-records/'],
  // Admin chat
  ['admin chat', 'GET', '/admin/chat/users/'],
  ['admin chat', 'GET', '/admin/chat/{chatId}/'],
  ['admin chat', 'POST', '/admin/chat/message/'],
  ['admin chat', 'PATCH', '/admin/chat/message/'],
  ['admin chat', 'DELETE', '/admin/chat/message/'],
  // Other
  ['chat', 'GET', '/chat/message/'],
  ['chat', 'POST', '/chat/message/'],
  ['chat', 'GET', '/chat/unread/'],
  ['chat', 'GET', '/chat/users/'],
  ['misc', 'POST', '/links/nowruz-package-ad-entry'],
  ['misc', 'POST', '/log/frontend/'],
  ['survey', 'GET', '/survey/{id}/'],
  ['survey', 'POST', '/survey/{id}/'],
  ['survey', 'POST', '/survey/{id}/skipped_attempts/'],
  ['survey', 'GET', '/survey/check/'],
  ['lab', 'GET', '/laboratory/components/'],
  ['lab', 'GET', '/laboratory/examples/{slug}/'],
  ['lab', 'GET', '/laboratory/science/'],
  ['development', 'GET', '/dev/kanban/'],
  ['development', 'GET', '/dev/calendar/'],
  ['development', 'GET', '/dev/mail/'],
  ['development', 'GET', '/dev/posts/'],
  ['development', 'GET', '/dev/products/'],
];

/**
 * Screens of README, product rules — pages that product rules — server calls gives no call for: the contract designed one (each says "Designed"
 * in its description). Listed so that the screen does not silently lose its data.
 */
const DESIGNED_CALLS: Call[] = [
  // Teacher and school quiz-report routes (quiz-reports, …/{classId}, …/{quizId}, …/{studentId},
  // …/questions, …/questions/detail)
  ...(['teacher', 'school'] as const).flatMap((role): Call[] => [
    [`${role} quiz-reports`, 'GET', `/${role}/quiz/report/`],
    [`${role} quiz-reports`, 'GET', `/${role}/quiz/report/{classId}/`],
    [`${role} quiz-reports`, 'GET', `/${role}/quiz/report/{classId}/{quizId}/`],
    [`${role} quiz-reports`, 'GET', `/${role}/quiz/report/{classId}/{quizId}/student/{studentId}/`],
    [`${role} quiz-reports`, 'GET', `/${role}/quiz/report/{classId}/{quizId}/questions/`],
    [`${role} quiz-reports`, 'GET', `/${role}/quiz/report/{classId}/{quizId}/questions/detail/`],
  ]),
  // teacher student/{id}/grade/{gradeId}/course/{courseId}
  ['teacher student course', 'GET', '/teacher/dashboard/student/{id}/course/{courseId}/'],
  // …/question/{questionKey} routes of the student, teacher and school, reloaded by key
  ['student question by key', 'GET', '/member/questions/by-key/{questionKey}/'],
  ['teacher question by key', 'GET', '/teacher/questions/by-key/{questionKey}/'],
  ['school question by key', 'GET', '/school/questions/by-key/{questionKey}/'],
  // /package/{packageId}: a video or reading activity is marked done
  ['student package', 'POST', '/member/package/{packageId}/activity/{activityId}/complete/'],
  // /student/quiz/{quizId}/report… reopened later
  ['student quiz report', 'GET', '/member/quiz/{quizId}/result/'],
  // /bank-receipt/{status} and /profile/subscription
  ['payment receipt', 'GET', '/payment/receipt/{orderId}/'],
  ['profile subscription', 'GET', '/payment/orders/'],
];

const contract = bundleContract() as { paths: Record<string, Record<string, { operationId?: string }>> };

describe('README, product rules — server calls coverage', () => {
  it.each(SPEC_CALLS)('%s: %s %s has an operation', (_, method, path) => {
    const operation = contract.paths[path]?.[method.toLowerCase()];
    expect(operation?.operationId, `${method} ${path} is missing from openapi/platform.yaml`).toBeTruthy();
  });
});

describe('designed calls of README, product rules — pages screens', () => {
  it.each(DESIGNED_CALLS)('%s: %s %s has an operation', (_, method, path) => {
    const operation = contract.paths[path]?.[method.toLowerCase()];
    expect(operation?.operationId, `${method} ${path} is missing from openapi/platform.yaml`).toBeTruthy();
  });
});
