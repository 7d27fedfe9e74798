import type { Role } from '@/api/generated/model';
import { isAtOrUnder } from '@/shared/routing/match';
import { paths, type StaffPaths } from '@/shared/routing/paths';
import { matchesPattern, roleRoutes } from '@/shared/routing/registry';

/**
 * A screen: its module under src/features and the component it exports, `module#Component`
 * (`student/homework/homework-list-screen#HomeworkListScreen`). Written as data, not as an
 * `import()`, so the search and the menus can read this table without pulling every screen into
 * their module graph; the router (trees.tsx) loads it when the page opens, one chunk per module.
 */
export type ScreenRef = `${string}-screen#${string}Screen`;

/** What the search dialog lists for a page. */
export interface PageText {
  title: string;
  description: string;
}

/** One address of a page the search offers, when it is not the pattern itself (`/profile/badges`). */
export interface SearchHit extends PageText {
  path: string;
}

/**
 * One page of the app, the one place it is written: its route (a registry pattern), its screen and,
 * when the search offers it, its title and description (`search`: the page itself, or some of its
 * addresses). A page that leads elsewhere has `redirect` instead of a screen. Which tree mounts it
 * (the public site, sign-in, or a role behind its guard) follows from the registry (`areaOf`).
 */
export type Page =
  | { pattern: string; screen: ScreenRef; search?: PageText | readonly SearchHit[] }
  | { pattern: string; redirect: string };

const text = (title: string, description: string): PageText => ({ title, description });
const account = text('حساب کاربری', 'اطلاعات من و تنظیمات حساب');
const messagesText = text('پیام‌ها', 'گفت‌وگو با پشتیبانی و کلاس');

/** The support chat of the pupil, the teacher and the manager (issue 15): the list and one conversation. */
const chatPages = (area: { messages: string; messageThread: string }): Page[] => [
  { pattern: area.messages, screen: 'chat/messages/messages-screen#MessagesScreen', search: messagesText },
  { pattern: area.messageThread, screen: 'chat/thread/thread-screen#ThreadScreen' },
];

/** The six quiz-report screens the teacher and the school manager share, under their own root. */
const quizReportPages = (r: StaffPaths['quizReports'], search: PageText): Page[] => [
  { pattern: r.root, screen: 'staff/quiz-reports/classes-screen#ClassesScreen', search },
  { pattern: r.class, screen: 'staff/quiz-reports/class-screen#ClassScreen' },
  { pattern: r.quiz, screen: 'staff/quiz-reports/quiz-screen#QuizScreen' },
  { pattern: r.student, screen: 'staff/quiz-reports/student-screen#StudentScreen' },
  { pattern: r.questions, screen: 'staff/quiz-reports/questions-screen#QuestionsScreen' },
  { pattern: r.questionsDetail, screen: 'staff/quiz-reports/questions-detail-screen#QuestionsDetailScreen' },
];

/** A homework, one pupil's work in it and one skill's answers: the staff screens, by role. */
const staffHomeworkPages = (r: StaffPaths): Page[] => [
  { pattern: r.homework, screen: 'staff/homework/homework-screen#HomeworkScreen' },
  { pattern: r.homeworkStudent, screen: 'staff/homework/pupil-screen#PupilScreen' },
  { pattern: r.homeworkStudentSkill, screen: 'staff/homework/pupil-skill-screen#PupilSkillScreen' },
  // A pupil's answers on a skill outside a homework: a cell of the mastery grid opens it (issue 28).
  { pattern: r.studentSkill, screen: 'staff/homework/pupil-skill-screen#StudentSkillScreen' },
  // Where a class or a grade stumbles in a skill: the grid and a homework's report open it (issue 28).
  { pattern: r.troubleSpots, screen: 'staff/homework/trouble-spots-screen#TroubleSpotsScreen' },
];

const { public: site, auth, student, teacher, lab, school, organization, admin } = paths;
const quiz = student.quiz;

/**
 * Every page the app mounts, in the order the search lists them. A route of README, product rules: pages whose screen is
 * still to come is in the registry (paths.ts) but not here, so nothing offers it yet.
 */
export const pages: readonly Page[] = [
  // Home, sign-in, then the public site: what a visitor finds, in this order.
  {
    pattern: paths.home,
    screen: 'public/landing/landing-screen#LandingScreen',
    search: text('صفحه اصلی', 'معرفی دانش‌آموز یار'),
  },
  {
    pattern: auth.login,
    screen: 'auth/login/login-screen#LoginScreen',
    search: text('ورود', 'ورود با نام کاربری یا شماره همراه'),
  },
  {
    pattern: auth.register,
    screen: 'auth/register/register-screen#RegisterScreen',
    search: text('ثبت‌نام', 'ساختن حساب کاربری تازه'),
  },
  { pattern: auth.forgotPassword, screen: 'auth/forgot-password/forgot-password-screen#ForgotPasswordScreen' },
  {
    pattern: site.introduction,
    screen: 'public/introduction/introduction-screen#IntroductionScreen',
    search: text('معرفی دانش‌آموز یار', 'دانش‌آموز یار چیست و چطور کار می‌کند'),
  },
  {
    pattern: site.forStudents,
    screen: 'public/introduction/audience-screen#ForStudentsScreen',
    search: text('برای دانش‌آموزان', 'تمرین، جام و نشان'),
  },
  // A family link's page (issue 29): its own bare frame, never listed by the search.
  { pattern: paths.family.report, screen: 'family/report/family-report-screen#FamilyReportScreen' },
  {
    pattern: site.forParents,
    screen: 'public/introduction/audience-screen#ForParentsScreen',
    search: text('برای والدین', 'گزارش پیشرفت فرزند و اشتراک'),
  },
  {
    pattern: site.forTeachers,
    screen: 'public/introduction/audience-screen#ForTeachersScreen',
    search: text('برای معلمان و مشاوران', 'تکلیف، آزمون و گزارش کلاس'),
  },
  {
    pattern: site.forSchools,
    screen: 'public/introduction/audience-screen#ForSchoolsScreen',
    search: text('برای مدرسه‌ها و ادارات', 'داشبورد پایه‌ها و کلاس‌ها'),
  },
  {
    pattern: site.agents,
    screen: 'public/agents/agents-screen#AgentsScreen',
    search: text('نمایندگان', 'نمایندگان استان‌ها و شهرها'),
  },
  { pattern: site.agent, screen: 'public/agents/agent-screen#AgentScreen' },
  {
    pattern: site.ai,
    screen: 'public/ai-webinar/ai-webinar-screen#AiWebinarScreen',
    search: text('وبینار هوش مصنوعی', 'هوش مصنوعی در کلاس دبستان، ثبت‌نام رایگان'),
  },
  {
    pattern: site.nowruz,
    screen: 'public/nowruz/nowruz-screen#NowruzScreen',
    search: text('جشنوارهٔ نوروزی', 'بسته‌های اشتراک با تخفیف نوروزی'),
  },
  {
    pattern: site.faq,
    screen: 'public/faq/faq-screen#FaqScreen',
    search: text('سؤالات متداول', 'پاسخ پرسش‌های پرتکرار'),
  },
  {
    pattern: site.aboutUs,
    screen: 'public/about/about-screen#AboutScreen',
    search: text('درباره ما', 'داستان و ارزش‌های دانش‌آموز یار'),
  },
  { pattern: site.hire, screen: 'public/hire/hire-screen#HireScreen', search: text('همکاری با ما', 'موقعیت‌های شغلی') },
  {
    pattern: site.contactUs,
    screen: 'public/contact/contact-screen#ContactScreen',
    search: text('تماس با ما', 'فرم تماس، تلفن و نشانی'),
  },

  // The student.
  {
    pattern: student.home,
    screen: 'student/dashboard/dashboard-screen#DashboardScreen',
    search: text('خانه', 'داشبورد دانش‌آموز'),
  },
  {
    pattern: student.courses,
    screen: 'student/courses/courses-screen#CoursesScreen',
    search: text('درس‌ها', 'ریاضی، فارسی و علوم'),
  },
  { pattern: student.course, screen: 'student/courses/course-screen#SubjectCourseScreen' },
  { pattern: student.courseDetail, screen: 'student/courses/course-screen#CourseScreen' },
  {
    pattern: student.homeworks,
    screen: 'student/homework/homework-list-screen#HomeworkListScreen',
    search: text('تکلیف‌ها', 'تکلیف‌هایی که معلم فرستاده است'),
  },
  { pattern: student.homework, screen: 'student/homework/homework-detail-screen#HomeworkDetailScreen' },
  {
    pattern: student.exercise,
    screen: 'student/practice/exercise-screen#ExerciseScreen',
    search: text('تمرین', 'تمرین مهارت‌ها'),
  },
  { pattern: student.skillQuestion, screen: 'student/practice/question-screen#QuestionScreen' },
  { pattern: student.homeworkQuestion, screen: 'student/practice/question-screen#QuestionScreen' },
  { pattern: student.packageQuestion, screen: 'student/practice/question-screen#QuestionScreen' },
  { pattern: student.reviewQuestion, screen: 'student/practice/review-question-screen#ReviewQuestionScreen' },
  { pattern: student.package, screen: 'student/packages/package-screen#PackageScreen' },
  {
    pattern: student.class,
    screen: 'student/class/class-screen#ClassScreen',
    search: text('کلاس من', 'هم‌کلاسی‌ها و معلم'),
  },
  {
    pattern: student.classMessage,
    screen: 'student/class-messages/class-messages-screen#ClassMessagesScreen',
    search: text('پیام‌های کلاس', 'پیام‌های معلم به کلاس'),
  },
  {
    pattern: student.report,
    screen: 'student/reports/report-screen#ReportScreen',
    search: text('گزارش', 'گزارش پیشرفت درس‌ها'),
  },
  {
    pattern: student.performance,
    screen: 'student/reports/performance-screen#PerformanceScreen',
    search: text('عملکرد', 'نمودار عملکرد من'),
  },
  {
    pattern: quiz.root,
    screen: 'student/quiz-list/quiz-list-screen#QuizListScreen',
    search: text('آزمون', 'آزمون‌های پیش رو'),
  },
  { pattern: quiz.take, screen: 'student/quiz/quiz-take-screen#QuizTakeScreen' },
  { pattern: quiz.list, screen: 'student/quiz/quiz-take-screen#QuizTakeScreen' },
  { pattern: quiz.postQuiz, screen: 'student/quiz-report/post-quiz-screen#PostQuizScreen' },
  { pattern: quiz.report, screen: 'student/quiz-report/report-screen#ReportScreen' },
  { pattern: quiz.reportQuestions, screen: 'student/quiz-report/questions-screen#QuestionsScreen' },
  { pattern: quiz.reportQuestionsDetail, screen: 'student/quiz-report/questions-detail-screen#QuestionsDetailScreen' },
  { pattern: quiz.question, screen: 'student/quiz-report/question-screen#QuestionScreen' },
  { pattern: quiz.finalReport, screen: 'student/quiz-report/final-report-screen#FinalReportScreen' },
  {
    pattern: student.courseReview,
    screen: 'student/reviews/course-review-screen#CourseReviewScreen',
    search: text('مرور درس', 'مرور درس‌های گذشته'),
  },
  { pattern: student.profile, screen: 'student/profile/profile-screen#ProfileScreen', search: account },
  ...chatPages(student),
  {
    pattern: student.profileTab,
    screen: 'student/profile/profile-screen#ProfileScreen',
    search: [
      { path: student.profileTabHref('badges'), ...text('نشان‌ها', 'نشان‌ها و جام‌های من') },
      { path: student.profileTabHref('family'), ...text('گزارش برای خانواده', 'گزارش هفتگی و پیوند برای پدر و مادر') },
      { path: student.profileTabHref('subscription'), ...text('اشتراک من', 'وضعیت اشتراک') },
      { path: student.profileTabHref('password'), ...text('تغییر رمز عبور', 'گذاشتن رمز عبور تازه') },
    ],
  },
  {
    pattern: student.plans,
    screen: 'student/payment/plans-screen#PlansScreen',
    search: text('طرح‌های اشتراک', 'خرید یا تمدید اشتراک'),
  },
  {
    pattern: student.preOrder,
    screen: 'student/payment/pre-order-screen#PreOrderScreen',
    search: text('پیش‌خرید', 'پیش‌خرید طرح‌ها'),
  },
  { pattern: student.payments, screen: 'student/payment/checkout-screen#CheckoutScreen' },
  { pattern: student.payment, screen: 'student/payment/checkout-screen#CheckoutScreen' },
  { pattern: student.bankReceipt, screen: 'student/payment/receipt-screen#ReceiptScreen' },
  {
    pattern: student.guide,
    screen: 'student/guide/guide-screen#GuideScreen',
    search: text('راهنما', 'راهنمای استفاده'),
  },
  { pattern: student.survey, screen: 'student/survey/survey-screen#SurveyScreen' },
  { pattern: student.maze, screen: 'student/games/maze-screen#MazeScreen' },

  // The teacher, and the lab (a teacher-only area of its own).
  { pattern: teacher.home, screen: 'teacher/home/home-screen#TeacherHomeScreen', search: text('خانه', 'داشبورد معلم') },
  {
    pattern: teacher.classes,
    screen: 'teacher/classes/classes-screen#ClassesScreen',
    search: text('کلاس‌ها', 'کلاس‌های من'),
  },
  { pattern: teacher.classCourse, screen: 'teacher/classes/class-course-screen#ClassCourseScreen' },
  { pattern: teacher.classCourseEdit, screen: 'teacher/classes/class-course-screen#ClassCourseScreen' },
  {
    pattern: teacher.classReportPrint,
    screen: 'teacher/class-report/class-report-print-screen#ClassReportPrintScreen',
  },
  {
    pattern: teacher.students,
    screen: 'teacher/students/students-screen#StudentsScreen',
    search: text('دانش‌آموزان', 'دانش‌آموزان کلاس‌ها'),
  },
  { pattern: teacher.studentCourse, screen: 'teacher/students/student-course-screen#StudentCourseScreen' },
  {
    pattern: teacher.studentFamilyReport,
    screen: 'teacher/family-report/family-report-screen#TeacherFamilyReportScreen',
  },
  {
    pattern: teacher.homeworks,
    screen: 'teacher/homework-form/homework-list-screen#HomeworkListScreen',
    search: text('تکلیف‌ها', 'ساختن و دیدن تکلیف‌ها'),
  },
  { pattern: teacher.homeworkNew, screen: 'teacher/homework-form/new-homework-screen#NewHomeworkScreen' },
  { pattern: teacher.homeworkEdit, screen: 'teacher/homework-form/edit-homework-screen#EditHomeworkScreen' },
  ...staffHomeworkPages(teacher),
  ...quizReportPages(teacher.quizReports, text('گزارش آزمون‌ها', 'نتیجه آزمون‌های کلاس')),
  {
    pattern: teacher.reviews,
    screen: 'teacher/reviews/reviews-screen#ReviewsScreen',
    search: text('مرورها', 'مرورهای ساخته‌شده'),
  },
  { pattern: teacher.reviewQuestion, screen: 'teacher/reviews/review-question-screen#ReviewQuestionScreen' },
  {
    pattern: teacher.skills,
    screen: 'teacher/content/skills-screen#SkillsScreen',
    search: text('مهارت‌ها', 'فهرست مهارت‌ها'),
  },
  { pattern: teacher.question, screen: 'teacher/content/question-browser-screen#QuestionBrowserScreen' },
  { pattern: teacher.skillQuestion, screen: 'staff/skill-question/skill-question-screen#SkillQuestionScreen' },
  { pattern: teacher.packages, screen: 'teacher/packages/packages-screen#PackagesScreen' },
  { pattern: teacher.package, screen: 'teacher/packages/package-screen#PackageScreen' },
  { pattern: teacher.packageQuestion, screen: 'teacher/packages/package-question-screen#PackageQuestionScreen' },
  { pattern: teacher.quizzes, screen: 'teacher/quizzes/quizzes-screen#QuizzesScreen' },
  { pattern: teacher.quizNew, screen: 'teacher/quizzes/new-quiz-screen#NewQuizScreen' },
  { pattern: teacher.quizEdit, screen: 'teacher/quizzes/edit-quiz-screen#EditQuizScreen' },
  { pattern: teacher.profile, screen: 'staff/profile/profile-screen#StaffProfileScreen', search: account },
  ...chatPages(teacher),
  {
    pattern: teacher.guide,
    screen: 'teacher/guide/guide-screen#TeacherGuideScreen',
    search: text('راهنما', 'راهنمای معلم'),
  },
  { pattern: lab.root, screen: 'lab/lab-home-screen#LabHomeScreen', search: text('آزمایشگاه', 'ابزارهای توسعه') },
  { pattern: lab.neTest, screen: 'lab/ne-test-screen#NeTestScreen' },
  { pattern: lab.mirage, screen: 'lab/mirage-screen#MirageScreen' },
  { pattern: lab.mirageItem, screen: 'lab/mirage-item-screen#MirageItemScreen' },
  { pattern: lab.compApi, screen: 'lab/comp-api-screen#CompApiScreen' },
  { pattern: lab.exampleComponent, screen: 'lab/example-component-screen#ExampleComponentScreen' },
  { pattern: lab.science, screen: 'lab/science-screen#ScienceScreen' },

  // The school manager.
  { pattern: school.home, screen: 'school/home/home-screen#SchoolHomeScreen', search: text('خانه', 'داشبورد مدرسه') },
  {
    pattern: school.classes,
    screen: 'school/classes/classes-screen#ClassesScreen',
    search: text('کلاس‌ها', 'کلاس‌های مدرسه'),
  },
  { pattern: school.classCourse, screen: 'school/classes/class-course-screen#ClassCourseScreen' },
  { pattern: school.skillQuestion, screen: 'staff/skill-question/skill-question-screen#SkillQuestionScreen' },
  {
    pattern: school.students,
    screen: 'school/students/students-screen#StudentsScreen',
    search: text('دانش‌آموزان', 'دانش‌آموزان مدرسه'),
  },
  { pattern: school.student, screen: 'school/students/student-screen#StudentScreen' },
  {
    pattern: school.grade,
    screen: 'school/grades/grade-screen#GradeScreen',
    search: [
      { path: school.gradeHref('third'), ...text('پایه سوم', 'گزارش پایه سوم') },
      { path: school.gradeHref('fourth'), ...text('پایه چهارم', 'گزارش پایه چهارم') },
      { path: school.gradeHref('fifth'), ...text('پایه پنجم', 'گزارش پایه پنجم') },
      { path: school.gradeHref('sixth'), ...text('پایه ششم', 'گزارش پایه ششم') },
    ],
  },
  ...staffHomeworkPages(school),
  ...quizReportPages(school.quizReports, text('گزارش آزمون‌ها', 'نتیجه آزمون‌های مدرسه')),
  { pattern: school.profile, screen: 'staff/profile/profile-screen#StaffProfileScreen', search: account },
  ...chatPages(school),

  // The education office: its provinces, and a school's pages (the school manager's screens).
  {
    pattern: organization.home,
    screen: 'organization/provinces/provinces-screen#ProvincesScreen',
    search: text('خانه', 'استان‌ها و مدرسه‌ها'),
  },
  { pattern: organization.province, screen: 'organization/provinces/province-schools-screen#ProvinceSchoolsScreen' },
  { pattern: organization.school, screen: 'organization/school/school-screen#OrganizationSchoolScreen' },
  { pattern: organization.schoolGrade, screen: 'school/grades/grade-screen#GradeScreen' },
  { pattern: organization.schoolStudents, screen: 'school/students/students-screen#StudentsScreen' },

  // The admin: /admin is the chat list.
  { pattern: admin.root, redirect: admin.chatList },
  {
    pattern: admin.chatList,
    screen: 'admin/chat-list/chat-list-screen#ChatListScreen',
    search: text('گفت‌وگوها', 'فهرست گفت‌وگو با کاربران'),
  },
  { pattern: admin.chat, screen: 'admin/chat-thread/chat-thread-screen#AdminChatThreadScreen' },
];

/** Where a page is mounted: the public site, sign-in (visitors only) or a role's tree behind its guard. */
export type Area = 'public' | 'auth' | 'family' | Role;

const roles = Object.keys(roleRoutes) as Role[];

/** The area of a registry pattern, read from the registry: the role that owns it, sign-in, else the public site. */
export function areaOf(pattern: string): Area {
  const role = roles.find((r) => roleRoutes[r].includes(pattern));
  if (role) return role;
  if (pattern === paths.family.report) return 'family';
  return isAtOrUnder(pattern, paths.auth.root) ? 'auth' : 'public';
}

/** The patterns the router mounts, one per page. */
export const mountedPatterns: readonly string[] = pages.map((page) => page.pattern);

/** True when `href` leads to a mounted page (query and hash aside). */
export function isMounted(href: string): boolean {
  return mountedPatterns.some((pattern) => matchesPattern(pattern, href));
}
