import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WebinarRegistration } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { phoneText } from '@/shared/i18n/phone';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, handling, type BodyOf } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { AiWebinarScreen } from './ai-webinar-screen';
import { t } from './strings';
import { closedReasonOf } from './webinar-values';

const WEBINAR = 'getAiWebinar' as const;
const REGISTER = 'registerForWebinar' as const;
const open = example('getAiWebinar', 'open');
const registered = example('registerForWebinar', 'registered', '201') as WebinarRegistration;

function renderScreen() {
  return renderWithApp(<AiWebinarScreen />, { route: paths.public.ai });
}

/** Records the bodies (and webinar ids) the registration call receives; answers the contract's 201. */
function recordRegistrations() {
  const calls: { webinarId: string; body: BodyOf<typeof REGISTER> }[] = [];
  server.use(
    handling(REGISTER, async ({ params, body }) => {
      calls.push({ webinarId: params.webinarId, body: await body() });
      return HttpResponse.json(registered, { status: 201 });
    }),
  );
  return calls;
}

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) });

describe('AiWebinarScreen', () => {
  it('shows the webinar: title, free eyebrow, Jalali date, 17:00 in Persian digits, seats left', async () => {
    // The contract's 17:00 Tehran time (13:30 UTC) shows as 17:00 whatever the machine's zone.
    server.use(answering(WEBINAR, { ...open, starts_at: '2026-12-10T13:30:00Z' }));
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: open.title })).toBeInTheDocument();
    expect(screen.getByText(t.hero.free)).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: t.facts.title });
    expect(within(facts).getByText('۱۹ آذر ۱۴۰۵')).toBeInTheDocument();
    expect(within(facts).getByText('ساعت ۱۷:۰۰')).toBeInTheDocument();
    expect(within(facts).getByText('۹۰ دقیقه')).toBeInTheDocument();
    expect(within(facts).getByText('رایگان')).toBeInTheDocument();
    expect(within(facts).getByText('۱۳۷ جای خالی از ۵۰۰')).toBeInTheDocument();
    expect(within(facts).getByText(open.platform)).toBeInTheDocument();
    const speakers = screen.getByRole('region', { name: t.speakers.title });
    // «دکتر» is left out of the initials, which stand as two separate letters.
    expect(within(speakers).getByText('س ن')).toBeInTheDocument();
    expect(within(speakers).getByText('ا ط')).toBeInTheDocument();
    expect(document.title).toBe(`${t.documentTitle} | ${common.appName}`);
  });

  it('shows a paid webinar’s price in Toman instead of «free»', async () => {
    server.use(answering(WEBINAR, { ...open, price_rial: 1_500_000 }));
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: open.title });
    expect(screen.getAllByText('۱۵۰٬۰۰۰ تومان')).toHaveLength(2); // eyebrow and the price fact
    expect(screen.queryByText(t.hero.free)).not.toBeInTheDocument();
  });

  it('refuses an empty form with Persian messages next to the fields and sends nothing', async () => {
    const calls = recordRegistrations();
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: t.form.submit }));
    expect(screen.getByText(t.form.fullNameInvalid(3, 80))).toBeInTheDocument();
    expect(screen.getByText(phoneText.invalid)).toBeInTheDocument();
    expect(screen.getByText(t.form.audienceRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends Persian and Arabic digits as Latin, the name trimmed and the school for a teacher', async () => {
    const user = userEvent.setup();
    const calls = recordRegistrations();
    renderScreen();
    await user.type(await screen.findByRole('textbox', { name: new RegExp(t.form.fullName) }), '  لیلا صادقی ');
    await user.type(textbox(phoneText.label), '۰۹۱۲ ١٢٣ ۴۵۶۷');
    expect(screen.queryByRole('textbox', { name: new RegExp(t.form.schoolName) })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: t.form.audienceLabels.teacher }));
    await user.type(textbox(t.form.schoolName), 'دبستان پروین');
    await user.click(screen.getByRole('button', { name: t.form.submit }));
    expect(await screen.findByText(registered.message)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        webinarId: String(open.id),
        body: { full_name: 'لیلا صادقی', phone: '09121234567', audience: 'teacher', school_name: 'دبستان پروین' },
      },
    ]);
  });

  it('asks for the school only from teachers and managers and does not send it for a parent', async () => {
    const user = userEvent.setup();
    const calls = recordRegistrations();
    renderScreen();
    await user.type(await screen.findByRole('textbox', { name: new RegExp(t.form.fullName) }), 'مریم کاظمی');
    await user.type(textbox(phoneText.label), '09351234567');
    await user.click(screen.getByRole('radio', { name: t.form.audienceLabels.manager }));
    await user.type(textbox(t.form.schoolName), 'دبستان فردوسی');
    await user.click(screen.getByRole('radio', { name: t.form.audienceLabels.parent }));
    expect(screen.queryByRole('textbox', { name: new RegExp(t.form.schoolName) })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.form.submit }));
    await screen.findByText(registered.message);
    expect(calls[0]?.body).toEqual({ full_name: 'مریم کاظمی', phone: '09351234567', audience: 'parent' });
  });

  it('shows the confirmation with the Jalali date after registering', async () => {
    const user = userEvent.setup();
    recordRegistrations();
    renderScreen();
    await user.type(await screen.findByRole('textbox', { name: new RegExp(t.form.fullName) }), 'لیلا صادقی');
    await user.type(textbox(phoneText.label), '09123456789');
    await user.click(screen.getByRole('radio', { name: t.form.audienceLabels.other }));
    await user.click(screen.getByRole('button', { name: t.form.submit }));
    const panel = await screen.findByRole('status');
    expect(panel).toHaveTextContent(t.success.title);
    expect(panel).toHaveTextContent(registered.message);
    expect(panel).toHaveTextContent('۱۹ آذر ۱۴۰۵');
    expect(panel).toHaveFocus();
    expect(screen.queryByRole('button', { name: t.form.submit })).not.toBeInTheDocument();
  });

  it('shows the server’s reason after a refused registration and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(answeringExample(REGISTER, 'duplicate', { status: 400 }));
    renderScreen();
    await user.type(await screen.findByRole('textbox', { name: new RegExp(t.form.fullName) }), 'لیلا صادقی');
    await user.type(textbox(phoneText.label), '۰۹۱۲۳۴۵۶۷۸۹');
    await user.click(screen.getByRole('radio', { name: t.form.audienceLabels.teacher }));
    await user.type(textbox(t.form.schoolName), 'دبستان پروین');
    await user.click(screen.getByRole('button', { name: t.form.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'این شماره همراه قبلاً برای این وبینار ثبت‌نام کرده است.',
    );
    expect(textbox(t.form.fullName)).toHaveValue('لیلا صادقی');
    expect(textbox(phoneText.label)).toHaveValue('۰۹۱۲۳۴۵۶۷۸۹');
    expect(screen.getByRole('radio', { name: t.form.audienceLabels.teacher })).toBeChecked();
    expect(textbox(t.form.schoolName)).toHaveValue('دبستان پروین');
  });

  it('falls back to the catalogue message when a send fails without a reason', async () => {
    const user = userEvent.setup();
    server.use(failing(REGISTER, 500));
    renderScreen();
    await user.type(await screen.findByRole('textbox', { name: new RegExp(t.form.fullName) }), 'لیلا صادقی');
    await user.type(textbox(phoneText.label), '09123456789');
    await user.click(screen.getByRole('radio', { name: t.form.audienceLabels.parent }));
    await user.click(screen.getByRole('button', { name: t.form.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.sendInformation);
  });

  it('hides the form when the webinar is full and points to the contact page', async () => {
    server.use(answeringExample(WEBINAR, 'full'));
    renderScreen();
    expect(await screen.findByRole('heading', { name: t.closed.full })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.form.submit })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: new RegExp(t.form.fullName) })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.closed.contact })).toHaveAttribute('href', paths.public.contactUs);
  });

  it('says the webinar has ended when it is closed with seats left and already started', async () => {
    server.use(answering(WEBINAR, { ...open, registration_open: false, starts_at: '2020-01-01T17:00:00+03:30' }));
    renderScreen();
    expect(await screen.findByRole('heading', { name: t.closed.ended })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.form.submit })).not.toBeInTheDocument();
  });

  it('shows the failure with a retry that loads the webinar', async () => {
    server.use(failing(WEBINAR, 500));
    renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.hero.fallbackTitle);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errors.fetchData);
    server.use(answeringExample(WEBINAR, 'open'));
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: open.title })).toBeInTheDocument();
  });
});

describe('webinar values', () => {
  it('tells full from ended from closed', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(closedReasonOf({ ...open, seats_left: 0 }, now)).toBe('full');
    expect(closedReasonOf({ ...open, starts_at: '2026-11-01T17:00:00Z' }, now)).toBe('ended');
    expect(closedReasonOf(open, now)).toBe('closed');
  });
});
