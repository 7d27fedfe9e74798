import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { renderWithApp } from '@/testing/render';
import { IntroductionScreen } from './introduction-screen';
import { t } from './strings';

const copy = t.intro;

function renderScreen() {
  return renderWithApp(<IntroductionScreen />, { route: paths.public.introduction });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('IntroductionScreen', () => {
  it('shows one h1 and its Persian tab title', () => {
    renderScreen();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(copy.hero.title);
    expect(document.title).toBe(`${copy.documentTitle} | ${common.appName}`);
  });

  it('walks through the sections in order', () => {
    renderScreen();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      copy.what.title,
      copy.how.title,
      copy.questionTypes.title,
      t.audiences.title,
      copy.safety.title,
      copy.cta.title,
    ]);
  });

  it('explains the SmartScore with 80 as «ماهر» and 100 as mastered', () => {
    renderScreen();
    const how = region(copy.how.title);
    expect(within(how).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(within(how).getByText('۸۰ تا ۸۹').nextSibling).toHaveTextContent('ماهر');
    expect(within(how).getByText('۱۰۰').nextSibling).toHaveTextContent('تسلط کامل');
  });

  it('names the six question types, each with an example', () => {
    renderScreen();
    const types = region(copy.questionTypes.title);
    expect(within(types).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(types).getByText(/حاصل ۷ × ۸/)).toBeInTheDocument();
  });

  it('links to each of the four audience pages', () => {
    renderScreen();
    const audiences = region(t.audiences.title);
    const links = within(audiences).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      paths.public.forSchools,
      paths.public.forTeachers,
      paths.public.forParents,
      paths.public.forStudents,
    ]);
    const parents = within(audiences).getByRole('heading', { level: 3, name: t.audiences.items.parents.title });
    expect(parents.parentElement).toHaveTextContent(t.audiences.items.parents.body);
    expect(within(parents.parentElement!).getByRole('link')).toHaveAccessibleName(t.audiences.items.parents.link);
  });

  it('closes with register, sign in and contact', () => {
    renderScreen();
    const cta = region(copy.cta.title);
    expect(within(cta).getByRole('link', { name: copy.cta.register })).toHaveAttribute('href', paths.auth.register);
    expect(within(cta).getByRole('link', { name: copy.cta.login })).toHaveAttribute('href', paths.auth.login);
    expect(within(cta).getByRole('link', { name: copy.cta.contact })).toHaveAttribute('href', paths.public.contactUs);
  });
});
