import { answeringExample } from '@/testing/handlers';

/** The calls of the content screens (the contract's operations). */
export const CLASSES_CALL = 'getTeacherClassDashboard' as const;
export const SKILLS_CALL = 'listHomeworkBriefSkills' as const;
export const REPORT_CALL = 'getTeacherSkillsReport' as const;
export const BROWSE_CALL = 'browseSkillQuestions' as const;

/** The skills screen's three calls answered with the contract's teacher examples (the demo world). */
export const skillsHandlers = () => [
  answeringExample('getTeacherClassDashboard', 'teacher'),
  answeringExample('listHomeworkBriefSkills', 'teacher'),
  answeringExample('getTeacherSkillsReport', 'teacher'),
];
