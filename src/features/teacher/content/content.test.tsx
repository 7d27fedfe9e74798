import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errors } from '@/shared/i18n/errors';
import { bankText } from '@/shared/practice/bank-strings';
import { paths } from '@/shared/routing/paths';
import type { OperationId } from '@/api/generated/operations';
import { answeringExample, example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { BROWSE_CALL, CLASSES_CALL, REPORT_CALL, SKILLS_CALL } from './fixtures';
import { QuestionBrowserScreen } from './question-browser-screen';
import { SkillsScreen } from './skills-screen';
import { t } from './strings';

/** Answers `operationId`'s teacher example and records each request's query. */
function recording<O extends OperationId>(operationId: O, seen: URLSearchParams[]) {
  return handling(operationId, ({ query }) => {
    seen.push(query);
    return example(operationId, 'teacher');
  });
}

describe('SkillsScreen', () => {
  it('defaults to the first class and course, asks for them, and links each skill to its questions', async () => {
    const skills: URLSearchParams[] = [];
    const report: URLSearchParams[] = [];
    server.use(
      answeringExample('getTeacherClassDashboard', 'teacher'),
      recording(SKILLS_CALL, skills),
      recording(REPORT_CALL, report),
    );
    renderWithApp(<SkillsScreen />, { route: paths.teacher.skills, signedInAs: 'teacher' });
    expect(await screen.findByText('ارزش مکانی عددهای بزرگ')).toBeInTheDocument();
    expect(skills[0]?.get('courseId')).toBe('401');
    expect(report[0]?.get('classId')).toBe('41');
    expect(report[0]?.getAll('courseIds[]')).toEqual(['401']);
    expect(report[0]?.get('dateType')).toBe('last_365');
    expect(screen.getByText(/۶ از ۱۴ دانش‌آموز ماهر/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'چهارم الف' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'چهارم ب' })).toHaveAttribute(
      'href',
      '/teacher/skills?class=42&course=401',
    );
    expect(screen.getByRole('link', { name: 'فارسی چهارم' })).toHaveAttribute(
      'href',
      '/teacher/skills?class=41&course=402',
    );
    expect(screen.getByRole('link', { name: /ضرب عددهای دورقمی/ })).toHaveAttribute(
      'href',
      '/teacher/question?skill=40112',
    );
  });

  it('takes the class and course from the address', async () => {
    const report: URLSearchParams[] = [];
    server.use(
      answeringExample('getTeacherClassDashboard', 'teacher'),
      answeringExample('listHomeworkBriefSkills', 'teacher'),
      recording(REPORT_CALL, report),
    );
    renderWithApp(<SkillsScreen />, { route: '/teacher/skills?class=۴۲&course=403', signedInAs: 'teacher' });
    expect(await screen.findByRole('link', { name: 'علوم چهارم' })).toHaveAttribute('aria-current', 'page');
    await screen.findByText('الگوهای عددی');
    expect(report[0]?.get('classId')).toBe('42');
    expect(report[0]?.getAll('courseIds[]')).toEqual(['403']);
  });

  it('says so when the teacher has no class, and shows the catalogued error with a retry', async () => {
    server.use(answeringExample('getTeacherClassDashboard', 'empty'));
    const { unmount } = renderWithApp(<SkillsScreen />, { route: paths.teacher.skills, signedInAs: 'teacher' });
    expect(await screen.findByText(t.skills.noClass.title)).toBeInTheDocument();
    unmount();
    server.use(failing(CLASSES_CALL, 500, null));
    renderWithApp(<SkillsScreen />, { route: paths.teacher.skills, signedInAs: 'teacher' });
    expect(await screen.findByText(errors.fetchData)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /تلاش دوباره/ })).toBeInTheDocument();
  });
});

describe('QuestionBrowserScreen', () => {
  it('sends the cursor of the address and links previous/next by the shown question', async () => {
    const seen: URLSearchParams[] = [];
    const middle = { ...example('browseSkillQuestions', 'teacher'), position: 2, has_previous: true };
    server.use(
      handling(BROWSE_CALL, ({ query }) => {
        seen.push(query);
        return middle;
      }),
    );
    renderWithApp(<QuestionBrowserScreen />, {
      route: '/teacher/question?skill=40112&after=4011200',
      signedInAs: 'teacher',
    });
    expect(await screen.findByRole('heading', { level: 2, name: /۳۳ × ۱۵/ })).toBeInTheDocument();
    expect(Object.fromEntries(seen[0]!)).toEqual({ skillId: '40112', questionId: '4011200', isNext: 'true' });
    expect(screen.getByText('پرسش ۲ از ۱۵')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: t.browser.pagerLabel });
    expect(within(nav).getByRole('link', { name: bankText.next })).toHaveAttribute(
      'href',
      '/teacher/question?skill=40112&after=4011201',
    );
    expect(within(nav).getByRole('link', { name: bankText.previous })).toHaveAttribute(
      'href',
      '/teacher/question?skill=40112&before=4011201',
    );
    expect(screen.getByRole('region', { name: 'راه‌حل' }).textContent).toContain('۴۹۵');
  });

  it('has no previous link on the first question and asks for a skill when none is given', async () => {
    server.use(answeringExample('browseSkillQuestions', 'teacher'));
    const { unmount } = renderWithApp(<QuestionBrowserScreen />, {
      route: '/teacher/question?skill=40112',
      signedInAs: 'teacher',
    });
    expect(await screen.findByRole('link', { name: bankText.next })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: bankText.previous })).toBeNull();
    unmount();
    renderWithApp(<QuestionBrowserScreen />, { route: paths.teacher.question, signedInAs: 'teacher' });
    expect(screen.getByText(t.browser.noSkill.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.browser.toSkills })).toHaveAttribute('href', '/teacher/skills');
  });
});
