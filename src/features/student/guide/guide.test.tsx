import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { anchorOf } from '@/shared/ui/guide-page';
import { GuideScreen } from './guide-screen';
import { guideSectionIds, t } from './strings';

function renderScreen() {
  return renderWithApp(<GuideScreen />, { route: '/guide', signedInAs: 'student' });
}

describe('GuideScreen', () => {
  it('lists every section in the contents, each an in-page link to its section', () => {
    renderScreen();
    const contents = screen.getByRole('navigation', { name: t.contents });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(guideSectionIds.map((id) => `#${anchorOf(id)}`));
    for (const id of guideSectionIds) {
      const section = screen.getByRole('region', { name: t.sections[id].title });
      expect(section).toHaveAttribute('id', anchorOf(id));
    }
  });

  it('explains SmartScore with the practice engine’s thresholds in Persian digits', async () => {
    renderScreen();
    const practice = screen.getByRole('region', { name: t.sections.practice.title });
    await userEvent.click(within(practice).getByRole('button', { name: 'امتیاز مهارت چیست؟' }));
    const answer = within(practice).getByText(/امتیازی از ۰ تا ۱۰۰ که نشان/);
    expect(answer).toHaveTextContent('به ۸۰ که برسی «ماهر» می‌شوی، از ۹۰ به بعد وارد «منطقهٔ چالش» می‌شوی و با ۱۰۰');
    expect(answer.textContent).not.toMatch(/[0-9]/);
  });

  it('sends each section to the page it explains', () => {
    renderScreen();
    const hrefOf = (id: (typeof guideSectionIds)[number]) =>
      within(screen.getByRole('region', { name: t.sections[id].title }))
        .getByRole('link', { name: t.sections[id].link })
        .getAttribute('href');
    expect(hrefOf('homework')).toBe('/homeworks');
    expect(hrefOf('quizzes')).toBe('/student/quiz');
    expect(hrefOf('rewards')).toBe('/profile/badges');
    expect(hrefOf('parents')).toBe('/profile/subscription');
    expect(hrefOf('class')).toBe('/class');
    expect(hrefOf('support')).toBe('/contact-us?topic=support');
  });
});
