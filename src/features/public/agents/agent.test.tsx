import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { AgentScreen } from './agent-screen';
import { t } from './strings';

const maryam = example('getAgent', 'id12');
const notFound = example('getAgent', 'default', '404') as { detail: string };

function renderAt(route: string) {
  return renderWithApp(
    <Routes>
      <Route path={paths.public.agent} element={<AgentScreen />} />
    </Routes>,
    { route },
  );
}

const region = (name: string) => screen.getByRole('region', { name });

describe('AgentScreen', () => {
  it('shows the contract’s agent: name, Jalali start, Persian digits and a dialable phone', async () => {
    renderAt(paths.public.agentHref(12));
    expect(await screen.findByRole('heading', { level: 1, name: 'مریم رضایی' })).toBeInTheDocument();
    expect(document.title).toBe(`${t.detail.documentTitle('مریم رضایی')} | ${common.appName}`);
    expect(document.title).toBe('نمایندهٔ مریم رضایی | دانش‌آموز یار');
    expect(screen.getByText(t.detail.eyebrow('اصفهان'))).toBeInTheDocument();
    // 2023-09-23 is the first of Mehr 1402.
    expect(screen.getByText(t.detail.lead('نمایندگی آموزشی مهرآفرین', 'اصفهان', '۱ مهر ۱۴۰۲'))).toBeInTheDocument();
    expect(screen.getByText('۳۴')).toBeInTheDocument();

    const contact = region(t.detail.contact.title);
    const phone = within(contact).getByRole('link', { name: /۰۳۱۳۲۲۰۱۲۳۴/ });
    expect(phone).toHaveAttribute('href', 'tel:03132201234');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveTextContent(/^۰۳۱۳۲۲۰۱۲۳۴$/);
    expect(within(contact).getByRole('link', { name: maryam.email! })).toHaveAttribute(
      'href',
      `mailto:${maryam.email}`,
    );
    expect(within(contact).getByText(maryam.address)).toBeInTheDocument();
    expect(within(contact).getByText(maryam.working_hours)).toBeInTheDocument();

    const about = region(t.detail.about);
    expect(within(about).getAllByText(/./, { selector: 'p' })).toHaveLength(2);
    expect(within(about).getByText(/^مریم رضایی پانزده سال/)).toBeInTheDocument();
    expect(
      within(region(t.detail.services))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(maryam.services);
    expect(
      within(region(t.detail.areas))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(maryam.areas);
    expect(screen.getByRole('link', { name: t.detail.back })).toHaveAttribute('href', paths.public.agents);
  });

  it('leaves the e-mail out when the agent has none, and shows a one-paragraph bio', async () => {
    server.use(answeringExample('getAgent', 'id15', { params: { agentId: 15 } }));
    renderAt(paths.public.agentHref(15));
    const contact = await screen.findByRole('region', { name: t.detail.contact.title });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('علی حسینی');
    expect(screen.getByText(/کاشان، اصفهان/)).toBeInTheDocument();
    expect(within(region(t.detail.about)).getAllByText(/./, { selector: 'p' })).toHaveLength(1);
    expect(within(contact).queryByText(t.detail.contact.email)).not.toBeInTheDocument();
    expect(within(contact).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('asks for the agent of the address, Persian digits included', async () => {
    let asked: string | null = null;
    server.use(
      handling('getAgent', ({ params }) => {
        asked = params.agentId;
        return { ...maryam, id: 21, full_name: 'رضا کریمی' };
      }),
    );
    renderAt('/agents/۲۱');
    expect(await screen.findByRole('heading', { level: 1, name: 'رضا کریمی' })).toBeInTheDocument();
    expect(asked).toBe('21');
  });

  it('says the agent was not found (server’s words) and links back to the directory on 404', async () => {
    server.use(failing('getAgent', 404, notFound.detail, { params: { agentId: 999 } }));
    renderAt(paths.public.agentHref(999));
    expect(await screen.findByRole('heading', { level: 1, name: notFound.detail })).toBeInTheDocument();
    expect(notFound.detail).toContain(t.notFound.title);
    expect(document.title).toBe(`${t.notFound.title} | ${common.appName}`);
    expect(screen.getByRole('link', { name: t.notFound.directory })).toHaveAttribute('href', paths.public.agents);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats an address that cannot be an agent as not found, without asking the server', async () => {
    let calls = 0;
    server.use(
      handling('getAgent', () => {
        calls += 1;
        return maryam;
      }),
    );
    renderAt('/agents/maryam');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.notFound.title);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(0);
  });

  it('shows other failures with a retry, and a generic title meanwhile', async () => {
    server.use(failing('getAgent', 500, null, { params: { agentId: 12 } }));
    const user = userEvent.setup();
    renderAt(paths.public.agentHref(12));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errors.fetchData);
    expect(document.title).toBe(`${t.detail.loadingTitle} | ${common.appName}`);
    server.use(answering('getAgent', maryam, { params: { agentId: 12 } }));
    await user.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'مریم رضایی' })).toBeInTheDocument();
  });
});
