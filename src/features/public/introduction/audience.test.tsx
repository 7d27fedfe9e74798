import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { renderWithApp } from '@/testing/render';
import { ForParentsScreen, ForSchoolsScreen, ForStudentsScreen, ForTeachersScreen } from './audience-screen';
import type { Audience } from './audiences';
import { t } from './strings';

const cases: { audience: Audience; Screen: ComponentType; path: string; primary: string }[] = [
  { audience: 'schools', Screen: ForSchoolsScreen, path: paths.public.forSchools, primary: '/contact-us?topic=school' },
  {
    audience: 'teachers',
    Screen: ForTeachersScreen,
    path: paths.public.forTeachers,
    primary: '/contact-us?topic=school',
  },
  { audience: 'parents', Screen: ForParentsScreen, path: paths.public.forParents, primary: paths.auth.register },
  { audience: 'students', Screen: ForStudentsScreen, path: paths.public.forStudents, primary: paths.auth.register },
];

const region = (name: string) => screen.getByRole('region', { name });

describe.each(cases)('$audience page', ({ audience, Screen, path, primary }) => {
  const copy = t.pages[audience];

  it('shows its own h1 and Persian tab title', () => {
    renderWithApp(<Screen />, { route: path });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.hero.title);
    expect(document.title).toBe(`${copy.documentTitle} | ${common.appName}`);
  });

  it('links to the other three audience pages and never to itself', () => {
    renderWithApp(<Screen />, { route: path });
    const hrefs = within(region(t.audiencePage.othersTitle))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const others = cases.filter((c) => c.audience !== audience);
    expect(hrefs).toEqual([...others.map((c) => c.path), paths.public.introduction]);
    for (const other of others) {
      expect(screen.getByRole('link', { name: t.audiences.items[other.audience].link })).toHaveAttribute(
        'href',
        other.path,
      );
    }
    expect(screen.queryByRole('link', { name: t.audiences.items[audience].link })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').filter((l) => l.getAttribute('href') === path)).toHaveLength(0);
    expect(screen.getByRole('link', { name: t.audiencePage.introduction })).toHaveAttribute(
      'href',
      paths.public.introduction,
    );
  });

  it('closes with the right call to action and sign in', () => {
    renderWithApp(<Screen />, { route: path });
    const cta = region(copy.cta.title);
    expect(within(cta).getByRole('link', { name: copy.cta.primary })).toHaveAttribute('href', primary);
    expect(within(cta).getByRole('link', { name: copy.cta.login })).toHaveAttribute('href', paths.auth.login);
  });

  it('lists its benefits, numbered steps and three questions', () => {
    renderWithApp(<Screen />, { route: path });
    const benefits = within(region(copy.benefits.title)).getAllByRole('heading', { level: 3 });
    expect(benefits.map((h) => h.textContent)).toEqual(copy.benefits.items.map((b) => b.title));
    const steps = within(region(t.audiencePage.stepsTitle)).getAllByRole('listitem');
    expect(steps).toHaveLength(copy.steps.length);
    expect(steps[0]).toHaveTextContent('۱');
    const questions = within(region(t.audiencePage.questionsTitle)).getAllByRole('heading', { level: 3 });
    expect(questions.map((h) => h.textContent)).toEqual(copy.questions.map((q) => q.question));
  });
});

describe('audience links', () => {
  it('take the reader from one audience page to another', async () => {
    renderWithApp(
      <Routes>
        {cases.map(({ audience, Screen, path }) => (
          <Route key={audience} path={path} element={<Screen />} />
        ))}
      </Routes>,
      { route: paths.public.forParents },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.pages.parents.hero.title);
    await userEvent.click(screen.getByRole('link', { name: t.audiences.items.students.link }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(t.pages.students.hero.title);
    expect(document.title).toBe(`${t.pages.students.documentTitle} | ${common.appName}`);
    expect(screen.getByRole('link', { name: t.audiences.items.parents.link })).toHaveAttribute(
      'href',
      paths.public.forParents,
    );
  });
});
