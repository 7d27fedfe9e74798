import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { PlansScreen } from './plans-screen';
import { t } from './strings';

function renderPlans(route: string = paths.student.plans) {
  server.use(answeringExample('listPaymentPlans', 'student'));
  renderWithApp(<PlansScreen />, { route, signedInAs: 'student' });
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('PlansScreen', () => {
  it('shows every plan in Toman with Persian digits, shortest first', async () => {
    renderPlans();
    const list = await screen.findByRole('list', { name: t.plans.listLabel });
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['اشتراک یک‌ماهه', 'اشتراک سه‌ماهه', 'اشتراک شش‌ماهه', 'اشتراک یک‌ساله']);
    const yearly = card('اشتراک یک‌ساله');
    expect(within(yearly).getByText('۱٬۱۹۹٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(yearly).getByText('۱٬۷۸۸٬۰۰۰ تومان')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(yearly).getByText(t.perMonth(999000))).toHaveTextContent('ماهی ۹۹٬۹۰۰ تومان');
    expect(within(yearly).getByText(t.planOff(33))).toBeInTheDocument();
    expect(within(yearly).getByText(t.plans.duration('۱۲ ماه'))).toBeInTheDocument();
    expect(within(yearly).getAllByRole('listitem')).toHaveLength(6);
  });

  it('marks the recommended and the current plan, and strikes nothing on the monthly plan', async () => {
    renderPlans();
    await screen.findByRole('list', { name: t.plans.listLabel });
    const six = card('اشتراک شش‌ماهه');
    expect(within(six).getByText(t.recommended)).toBeInTheDocument();
    expect(within(six).getByText(t.current)).toBeInTheDocument();
    const monthly = card('اشتراک یک‌ماهه');
    expect(within(monthly).queryByText(t.originalPrice)).toBeNull();
    expect(within(monthly).queryByText(t.recommended)).toBeNull();
    expect(screen.getAllByText(t.current)).toHaveLength(1);
  });

  it('links each «انتخاب» to the pre-order step of its plan, with a campaign code carried', async () => {
    renderPlans(`${paths.student.plans}?code=nowruz۱۴۰۶`);
    await screen.findByRole('list', { name: t.plans.listLabel });
    expect(screen.getByText(t.plans.codeNote('nowruz1406'))).toBeInTheDocument();
    expect(within(card('اشتراک شش‌ماهه')).getByRole('link', { name: /^انتخاب/ })).toHaveAttribute(
      'href',
      '/pre-order?plan=2&code=nowruz1406',
    );
  });

  it('says when nothing is on sale, and shows a failure with a retry', async () => {
    server.use(answeringExample('listPaymentPlans', 'empty'));
    const { unmount } = renderWithApp(<PlansScreen />, { route: paths.student.plans, signedInAs: 'student' });
    expect(await screen.findByText(t.plans.empty)).toBeInTheDocument();
    unmount();
    server.use(failing('listPaymentPlans', 500));
    renderWithApp(<PlansScreen />, { route: paths.student.plans, signedInAs: 'student' });
    expect(await screen.findByRole('alert')).toHaveTextContent('خطا در دریافت اطلاعات');
  });
});
