import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, handling, pending, type AnswerOf } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { NowruzScreen } from './nowruz-screen';
import { destinationOf } from './nowruz-values';
import { t } from './strings';

const CAMPAIGN = 'getNowruzCampaign' as const;
const AD_ENTRY = 'recordNowruzAdEntry' as const;
const running = example('getNowruzCampaign', 'running');
const [first, second] = running.packages;
const buyFirst = () => screen.findByRole('button', { name: t.packages.buy(first!.title) });

function renderScreen() {
  return renderWithApp(
    <Routes>
      <Route path={paths.public.nowruz} element={<NowruzScreen />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: paths.public.nowruz },
  );
}

/** Records the bodies the click record receives and answers `answer` (the contract's first example by default). */
function recordEntries(answer: AnswerOf<typeof AD_ENTRY> = example(AD_ENTRY, 'visitorOnCampaignPage')) {
  const bodies: unknown[] = [];
  server.use(
    handling(AD_ENTRY, async ({ body }) => {
      bodies.push(await body());
      return answer;
    }),
  );
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('NowruzScreen', () => {
  it('shows the campaign: title, discount, Jalali dates, packages with old and new prices, gifts', async () => {
    // Midnight in Tehran is still the day before in UTC: the page must show Iran's day.
    const dates = { starts_at: '2027-03-05T20:30:00Z', ends_at: '2027-04-03T20:29:00Z' };
    server.use(answering(CAMPAIGN, { ...running, ...dates }));
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: running.title })).toBeInTheDocument();
    expect(screen.getByText('۳۰٪ تخفیف · ۱۵ اسفند ۱۴۰۵ تا ۱۴ فروردین ۱۴۰۶')).toBeInTheDocument();
    const packages = screen.getByRole('region', { name: t.packages.title });
    expect(
      within(packages)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(running.packages.map((p) => p.title));
    expect(within(packages).getByText('پایهٔ چهارم')).toBeInTheDocument();
    expect(within(packages).getAllByText(t.packages.allGrades)).toHaveLength(2);
    expect(within(packages).getByText('۳ ماه')).toBeInTheDocument();
    expect(within(packages).getByText('۴۹۰٬۰۰۰ تومان').tagName).toBe('S');
    expect(within(packages).getByText('۳۴۳٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(packages).getAllByRole('button', { name: /^خرید / })).toHaveLength(3);
    const gifts = screen.getByRole('region', { name: t.gifts.title });
    expect(within(gifts).getAllByRole('listitem')).toHaveLength(running.gifts.length);
    expect(document.title).toBe(`${t.documentTitle} | ${common.appName}`);
  });

  it('records the click from the campaign page and goes where the answer says', async () => {
    const bodies = recordEntries();
    renderScreen();
    await userEvent.click(await buyFirst());
    expect(await screen.findByRole('status', { name: 'where' })).toHaveTextContent(
      '/auth/login?returnTo=%2Fplans%3Fcode%3DNOWRUZ1406',
    );
    expect(bodies).toEqual([{ source: 'nowruz_page', campaign: running.key, referrer: '/nowruz' }]);
  });

  it('takes a signed-in student straight to the plans with the code', async () => {
    recordEntries(example(AD_ENTRY, 'student'));
    renderScreen();
    await userEvent.click(await buyFirst());
    expect(await screen.findByRole('status', { name: 'where' })).toHaveTextContent('/plans?code=NOWRUZ1406');
  });

  it('leaves the app for a full address', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    recordEntries({ recorded: true, redirect_to: 'https://pay.example.ir/nowruz?code=NOWRUZ1406' });
    renderScreen();
    await userEvent.click(await buyFirst());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.ir/nowruz?code=NOWRUZ1406'));
  });

  it('still goes on to sign-in and the plans when the click cannot be recorded', async () => {
    server.use(failing(AD_ENTRY, 500));
    renderScreen();
    await userEvent.click(await buyFirst());
    expect(await screen.findByRole('status', { name: 'where' })).toHaveTextContent(
      paths.auth.loginHref(paths.student.plans),
    );
  });

  it('shows the clicked button waiting and holds the others while the click is recorded', async () => {
    server.use(pending(AD_ENTRY));
    renderScreen();
    const button = await buyFirst();
    await userEvent.click(button);
    expect(button).toHaveAttribute('data-loading');
    expect(screen.getByRole('button', { name: t.packages.buy(second!.title) })).toBeDisabled();
  });

  it('hides the buy buttons before the campaign starts and says when it starts', async () => {
    const upcoming = example('getNowruzCampaign', 'upcoming');
    // Packages already announced must still not be sold before the start.
    server.use(
      answering(CAMPAIGN, { ...upcoming, starts_at: '2999-03-06T00:00:00+03:30', packages: running.packages }),
    );
    renderScreen();
    expect(await screen.findByRole('heading', { level: 2, name: t.inactive.upcomingTitle })).toBeInTheDocument();
    expect(screen.getByText(/جشنوارهٔ نوروزی از .* آغاز می‌شود/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^خرید / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.inactive.register })).toHaveAttribute('href', paths.auth.register);
  });

  it('says the campaign has ended after its dates, without the discount or buy buttons', async () => {
    server.use(answering(CAMPAIGN, { ...running, active: false, starts_at: '2020-03-06', ends_at: '2020-04-03' }));
    renderScreen();
    expect(await screen.findByRole('heading', { level: 2, name: t.inactive.endedTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^خرید / })).not.toBeInTheDocument();
    expect(screen.queryByText(/٪ تخفیف/)).not.toBeInTheDocument();
  });

  it('shows the failure with a retry that loads the campaign', async () => {
    server.use(failing(CAMPAIGN, 500));
    renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.fallbackTitle);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errors.fetchData);
    server.use(answeringExample(CAMPAIGN, 'running'));
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: running.title })).toBeInTheDocument();
  });
});

describe('destinationOf', () => {
  it('keeps app paths in the router, sends full addresses out and refuses anything else', () => {
    expect(destinationOf('/plans?code=X')).toEqual({ kind: 'app', path: '/plans?code=X' });
    expect(destinationOf('https://pay.example.ir/')).toEqual({ kind: 'address', url: 'https://pay.example.ir/' });
    expect(destinationOf('//evil.example.com')).toBeNull();
    expect(destinationOf('javascript:alert(1)')).toBeNull();
  });
});
