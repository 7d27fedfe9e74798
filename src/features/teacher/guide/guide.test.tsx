import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { renderWithApp } from '@/testing/render';
import { TeacherGuideScreen } from './guide-screen';
import { guideSectionIds, t } from './strings';

function renderGuide() {
  renderWithApp(<TeacherGuideScreen />, { route: paths.teacher.guide, signedInAs: 'teacher' });
}

describe('TeacherGuideScreen', () => {
  it('has one h1 and a section per part, each listed in the contents', () => {
    renderGuide();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const contents = screen.getByRole('navigation', { name: t.contents });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(guideSectionIds.map((id) => t.sections[id].title));
    for (const id of guideSectionIds) expect(screen.getByRole('region', { name: t.sections[id].title })).toBeVisible();
  });

  it('links every part to the teacher page it explains', () => {
    renderGuide();
    const expected: [string, string][] = [
      [t.links.classes, paths.teacher.classes],
      [t.links.students, paths.teacher.students],
      [t.links.homeworkNew, paths.teacher.homeworkNew],
      [t.links.homeworks, paths.teacher.homeworks],
      [t.links.quizNew, paths.teacher.quizNew],
      [t.links.quizzes, paths.teacher.quizzes],
      [t.links.quizReports, paths.teacher.quizReports.root],
      [t.links.packages, paths.teacher.packages],
      [t.links.reviews, paths.teacher.reviews],
      [t.links.skills, paths.teacher.skills],
      [t.links.question, paths.teacher.question],
      [t.links.profile, paths.teacher.profile],
    ];
    for (const [name, href] of expected) {
      expect(screen.getAllByRole('link', { name })[0]).toHaveAttribute('href', href);
    }
  });

  it('opens an answer from its question', async () => {
    renderGuide();
    const quizzes = screen.getByRole('region', { name: t.sections.quizzes.title });
    const question = within(quizzes).getByRole('button', { name: t.sections.quizzes.questions[0]!.question });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
  });
});
