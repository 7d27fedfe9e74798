import { answeringExample } from '@/testing/handlers';

/** The calls of the content screens (MSW patterns; the base URL is matched by the handlers). */
export const CLASSES_PATH = '/teacher/dashboard/class/';
export const SKILLS_PATH = '/teacher/homework/brief-skills/';
export const REPORT_PATH = '/teacher/report/skills/';
export const BROWSE_PATH = '/teacher/questions/';

/** The skills screen's three calls answered with the contract's teacher examples (the demo world). */
export const skillsHandlers = () => [
  answeringExample('get', CLASSES_PATH, 'getTeacherClassDashboard', 'teacher'),
  answeringExample('get', SKILLS_PATH, 'listHomeworkBriefSkills', 'teacher'),
  answeringExample('get', REPORT_PATH, 'getTeacherSkillsReport', 'teacher'),
];
