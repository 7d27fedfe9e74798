import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CourseSkills, MasteryLevel } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { bandText } from '@/shared/practice/feedback/strings';
import { answering, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { CourseScreen, SubjectCourseScreen } from './course-screen';
import { bandColors } from '@/shared/practice/feedback/smart-score';
import { withEveryBand } from './story-fixtures';
import { t } from './strings';

function renderAt(route: string) {
  return renderWithApp(
    <Routes>
      <Route path={paths.student.course} element={<SubjectCourseScreen />} />
      <Route path={paths.student.courseDetail} element={<CourseScreen />} />
    </Routes>,
    { route, signedInAs: 'student' },
  );
}

/** Answers the course and records the query of every call to listMySkills. */
function recordingSkills(body: CourseSkills = withEveryBand()) {
  const asked: string[] = [];
  server.use(
    handling('listMySkills', ({ request }) => {
      asked.push(new URL(request.url).search);
      return body;
    }),
  );
  return asked;
}

/** A skill's card, by its button: «تمرین …», or «تمرین بیشتر …» once mastered (its practice goes on). */
const buttonOf = (skill: string) =>
  screen.queryByRole('link', { name: t.course.practiseLabel(skill) }) ??
  screen.getByRole('link', { name: t.course.practiseMoreLabel(skill) });
const cardOf = (skill: string) => buttonOf(skill).closest('li')!;

describe('the course page', () => {
  it('asks listMySkills for the course id of the address', async () => {
    const asked = recordingSkills();
    renderAt(paths.student.courseDetailHref('math', 401));
    await screen.findByRole('region', { name: t.course.summaryTitle });
    expect(asked).toEqual(['?courseId=401']);
  });

  it.each([
    ['math', 401],
    ['literature', 402],
    ['science', 403],
  ])('/courses/%s asks for the pupil’s grade-4 course %i, without a redirect', async (subject, id) => {
    const asked = recordingSkills();
    renderAt(paths.student.courseHref(subject));
    await screen.findByRole('region', { name: t.course.summaryTitle });
    expect(asked).toEqual([`?courseId=${id}`]);
  });

  it.each(['history', 'MATH'])('an unknown subject (%s) is not found without asking the server', async (subject) => {
    const asked = recordingSkills();
    renderAt(paths.student.courseHref(subject));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.notFound.title);
    expect(screen.getByText(t.notFound.unknownSubject)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.course.allCourses })).toHaveAttribute('href', '/courses');
    expect(asked).toEqual([]);
  });

  it('a course id that cannot exist is not asked for', async () => {
    const asked = recordingSkills();
    renderAt('/courses/math/abc');
    expect(screen.getByText(t.notFound.unknownCourse)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it.each<[string, number, MasteryLevel, string]>([
    ['مقایسه و ترتیب عددها', 45, 'practicing', '۴۵'],
    ['ارزش مکانی عددهای بزرگ', 100, 'mastered', '۱۰۰'],
    ['الگوهای عددی', 96, 'challenge', '۹۶'],
    ['کسرهای هم‌ارز', 85, 'proficient', '۸۵'],
    ['مقایسهٔ کسرها', 0, 'not_started', '۰'],
  ])('colours «%s» (%i) by its band and names the band in words', async (skill, _score, band, digits) => {
    recordingSkills();
    renderAt(paths.student.courseDetailHref('math', 401));
    await screen.findByRole('region', { name: t.course.summaryTitle });
    const card = cardOf(skill);
    expect(card).toHaveAttribute('data-band', band);
    expect(within(card).getByText(bandText[band])).toBeInTheDocument();
    expect(within(card).getByText(digits)).toBeInTheDocument();
    const edge = `var(--mantine-color-${bandColors[band].color.replace('.', '-')})`;
    expect(card.style.borderInlineStartColor).toBe(edge);
    expect(buttonOf(skill)).toHaveTextContent(band === 'mastered' ? t.course.practiseMore : t.course.practise);
  });

  it('writes counts, codes and pages in Persian digits', async () => {
    recordingSkills();
    renderAt(paths.student.courseDetailHref('math', 401));
    const summary = await screen.findByRole('region', { name: t.course.summaryTitle });
    expect(within(summary).getByText('۱ از ۱۶ مهارت را کامل یاد گرفته‌ای')).toBeInTheDocument();
    expect(within(summary).getByText('۴ مهارت ماهر یا بالاتر')).toBeInTheDocument();
    const card = cardOf('ضرب عددهای دورقمی');
    expect(within(card).getByText('۴-ر-۱۲')).toBeInTheDocument();
    expect(card).toHaveTextContent('صفحهٔ ۵۸');
    expect(card.textContent).not.toMatch(/[0-9]/);
  });

  it('links every skill to practice by its slug', async () => {
    recordingSkills();
    renderAt(paths.student.courseDetailHref('math', 401));
    await screen.findByRole('region', { name: t.course.summaryTitle });
    const links = screen.getAllByRole('link', { name: /^تمرین / });
    expect(links).toHaveLength(16);
    expect(screen.getByRole('link', { name: t.course.practiseLabel('ضرب عددهای دورقمی') })).toHaveAttribute(
      'href',
      paths.student.exerciseHref({ skill: 'm4-two-digit-multiplication' }),
    );
    expect(links[0]).toHaveAttribute('href', '/exercise?skill=m4-number-patterns');
  });

  it('narrows the page to the chapter picked, and back to every chapter', async () => {
    recordingSkills();
    renderAt(paths.student.courseDetailHref('math', 401));
    const picker = await screen.findByRole('combobox', { name: t.course.chapterFilter });
    await userEvent.selectOptions(picker, 'فصل ۵ – عدد اعشاری');
    expect(screen.getAllByRole('region', { name: /^فصل/ })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /^تمرین / })).toHaveLength(1);
    await userEvent.selectOptions(picker, t.course.allChapters);
    expect(screen.getAllByRole('link', { name: /^تمرین / })).toHaveLength(16);
  });

  it('a course of another grade: the server’s 404 in Persian, no retry, a link back', async () => {
    server.use(failing('listMySkills', 404, 'موردی پیدا نشد.'));
    renderAt(paths.student.courseDetailHref('math', 501));
    expect(await screen.findByRole('alert')).toHaveTextContent('موردی پیدا نشد.');
    expect(screen.queryByRole('button', { name: common.retry })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.course.allCourses })).toHaveAttribute('href', '/courses');
  });

  it('a failed call is retried on request', async () => {
    server.use(failing('listMySkills', 500));
    renderAt(paths.student.courseDetailHref('math', 401));
    const alert = await screen.findByRole('alert');
    server.use(answering('listMySkills', withEveryBand()));
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findByRole('region', { name: t.course.summaryTitle })).toBeInTheDocument();
  });
});
