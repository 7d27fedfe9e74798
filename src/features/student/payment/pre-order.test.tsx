import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { PreOrderScreen } from './pre-order-screen';
import { t } from './strings';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderPreOrder(route = '/pre-order?plan=2') {
  server.use(answeringExample('listPaymentPlans', 'student'));
  renderWithApp(
    <Routes>
      <Route
        path={paths.student.preOrder}
        element={
          <>
            <PreOrderScreen />
            <Where />
          </>
        }
      />
    </Routes>,
    { route, signedInAs: 'student' },
  );
}

beforeEach(() => {
  // The examples' moment: 22 Nov 2026 (1 Azar 1405), Tehran morning; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T09:00:00+03:30'));
});
afterEach(() => vi.useRealTimers());

describe('PreOrderScreen', () => {
  it('shows the subscription now with its Jalali end and the days left', async () => {
    server.use(answeringExample('getProfile', 'student'));
    renderPreOrder();
    const now = await screen.findByRole('region', { name: t.preOrder.currentTitle });
    expect(within(now).getByText('اشتراک شش‌ماهه')).toBeInTheDocument();
    expect(within(now).getByText(t.preOrder.validFor('۲۹ اسفند ۱۴۰۵', 118))).toHaveTextContent('۱۱۸ روز مانده');
  });

  it('starts the new period at the current plan’s end and ends it the plan’s months later', async () => {
    server.use(answeringExample('getProfile', 'student'));
    renderPreOrder();
    expect(await screen.findByRole('radio', { name: /اشتراک شش‌ماهه/ })).toBeChecked();
    expect(screen.getByText(t.preOrder.period('۲۹ اسفند ۱۴۰۵', '۲۹ شهریور ۱۴۰۶'))).toBeInTheDocument();
    expect(screen.getByText(t.preOrder.afterCurrent)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.preOrder.continue })).toHaveAttribute('href', '/payment/2');
  });

  it('without a plan, covers from today; choosing a plan replaces ?plan= and the continue link', async () => {
    server.use(answering('getProfile', { ...example('getProfile', 'student'), plan: null }));
    renderPreOrder('/pre-order?code=MEHR10');
    const now = await screen.findByRole('region', { name: t.preOrder.currentTitle });
    expect(within(now).getByText(t.preOrder.noPlan)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'اشتراک یک‌ساله' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pre-order?code=MEHR10&plan=4');
    expect(screen.getByText(t.preOrder.period('۱ آذر ۱۴۰۵', '۱ آذر ۱۴۰۶'))).toBeInTheDocument();
    expect(screen.queryByText(t.preOrder.afterCurrent)).toBeNull();
    expect(screen.getByRole('list', { name: t.featuresOf('اشتراک یک‌ساله') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.preOrder.continue })).toHaveAttribute('href', '/payment/4?code=MEHR10');
  });
});
