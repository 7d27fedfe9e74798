import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { AgentsScreen } from './agents-screen';
import { t } from './strings';

const AGENTS = 'listAgents' as const;
const all = example('listAgents', 'all');

async function renderScreen() {
  const user = userEvent.setup();
  renderWithApp(<AgentsScreen />, { route: paths.public.agents });
  await screen.findByText(t.directory.count(all.length));
  return user;
}

/** Names on the cards now shown, in order. */
const shownNames = () =>
  screen
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
    .filter(isAgent);
const isAgent = (name: string | null) => all.some((agent) => agent.full_name === name);

// jsdom has no layout, so Mantine's dropdown counts as detached from its input and stays display:none;
// the options are still the real ones (the stories check them visibly in a browser).
const options = () => screen.findAllByRole('option', { hidden: true });
const option = (name: string) => screen.findByRole('option', { name, hidden: true });

async function chooseProvince(user: ReturnType<typeof userEvent.setup>, province: string) {
  await user.click(screen.getByRole('combobox', { name: t.directory.province }));
  await user.click(await option(province));
}

describe('AgentsScreen', () => {
  it('lists every agent of the contract with their details in Persian digits', async () => {
    await renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.title);
    expect(document.title).toBe(`${t.documentTitle} | ${common.appName}`);
    expect(shownNames()).toEqual(all.map((agent) => agent.full_name));

    const card = screen.getByRole('heading', { name: 'مریم رضایی' }).closest('article')!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('نمایندگی آموزشی مهرآفرین')).toBeInTheDocument();
    expect(inCard.getByText('۳۴ مدرسه')).toBeInTheDocument();
    expect(inCard.getByText(/شاهین‌شهر/)).toBeInTheDocument();
    const phone = inCard.getByRole('link', { name: /۰۳۱۳۲۲۰۱۲۳۴/ });
    expect(phone).toHaveAttribute('href', 'tel:03132201234');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveTextContent('۰۳۱۳۲۲۰۱۲۳۴');
    expect(inCard.getByRole('link', { name: t.card.viewName('مریم رضایی') })).toHaveAttribute(
      'href',
      paths.public.agentHref(12),
    );
    // No photo in the contract: the initials stand in.
    expect(inCard.getByText('م ر')).toBeInTheDocument();
  });

  it('offers the provinces present in the data and filters by the one chosen', async () => {
    const user = await renderScreen();
    await user.click(screen.getByRole('combobox', { name: t.directory.province }));
    const names = (await options()).map((o) => o.textContent);
    expect(names[0]).toBe(t.directory.allProvinces);
    expect(new Set(names.slice(1))).toEqual(new Set(all.map((agent) => agent.province)));
    expect(names).toHaveLength(1 + 6); // اصفهان appears once for its two agents
    await user.click(await option('اصفهان'));
    expect(shownNames()).toEqual(['مریم رضایی', 'علی حسینی']);
    expect(screen.getByText(t.directory.count(2))).toHaveTextContent('۲ نماینده');
  });

  it('finds agents by name, agency or city, also when typed on an Arabic keyboard (ي، ك)', async () => {
    const user = await renderScreen();
    const search = screen.getByRole('searchbox', { name: t.directory.search });

    await user.type(search, 'كاشان');
    expect(shownNames()).toEqual(['علی حسینی']);

    await user.clear(search);
    await user.type(search, 'علي');
    expect(shownNames()).toEqual(['علی حسینی']);

    await user.clear(search);
    await user.type(search, 'مهرآفرين');
    expect(shownNames()).toEqual(['مریم رضایی']);

    await user.clear(search);
    await user.type(search, 'شیراز');
    expect(shownNames()).toEqual(['فاطمه قاسمی']);
    expect(screen.getByText(t.directory.count(1))).toBeInTheDocument();
  });

  it('combines both filters, says when nothing matches and clears them on request', async () => {
    const user = await renderScreen();
    await chooseProvince(user, 'تهران');
    await user.type(screen.getByRole('searchbox', { name: t.directory.search }), 'مشهد');
    expect(shownNames()).toEqual([]);
    expect(screen.getByText(t.directory.noMatch.title)).toBeInTheDocument();
    expect(screen.queryByText(t.directory.empty.title)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.directory.clear }));
    expect(shownNames()).toHaveLength(all.length);
    expect(screen.getByRole('searchbox', { name: t.directory.search })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: t.directory.province })).toHaveValue(t.directory.allProvinces);
    expect(screen.getByText(t.directory.count(all.length))).toBeInTheDocument();
  });

  it('says no agent is listed yet and offers the contact page when the list is empty', async () => {
    server.use(answeringExample(AGENTS, 'empty'));
    renderWithApp(<AgentsScreen />, { route: paths.public.agents });
    expect(await screen.findByText(t.directory.empty.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.directory.empty.action })).toHaveAttribute(
      'href',
      paths.public.contactUsHref('school'),
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows the failure and loads the list again on retry', async () => {
    server.use(failing(AGENTS, 500));
    const user = userEvent.setup();
    renderWithApp(<AgentsScreen />, { route: paths.public.agents });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errors.fetchData);
    server.use(answering(AGENTS, all));
    await user.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findByText(t.directory.count(all.length))).toBeInTheDocument();
  });

  it('invites visitors to become an agent through the contact form’s agency topic', async () => {
    await renderScreen();
    expect(screen.getByRole('link', { name: t.hero.becomeAgent })).toHaveAttribute(
      'href',
      paths.public.contactUsHref('agency'),
    );
    expect(screen.getByRole('link', { name: t.hero.contact })).toHaveAttribute('href', paths.public.contactUs);
    expect(screen.getByRole('link', { name: t.cta.apply })).toHaveAttribute(
      'href',
      paths.public.contactUsHref('agency'),
    );
  });
});
