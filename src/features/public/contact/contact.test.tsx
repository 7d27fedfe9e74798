import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ContactMessageReceipt } from '@/api/generated/model';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { phoneText } from '@/shared/i18n/phone';
import { paths } from '@/shared/routing/paths';
import { example, failing, handling, pending } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { groupedPhone, groupedPostalCode } from './contact-values';
import { ContactScreen } from './contact-screen';
import { t } from './strings';

const SEND = 'sendContactMessage' as const;
const INFO = 'getContactInfo' as const;
const receipt = example('sendContactMessage', 'received', '201') as ContactMessageReceipt;
const tooMany = (example('sendContactMessage', 'default', '429') as { detail: string }).detail;

/** Long enough for the contract's minimum, short enough to type quickly. */
const MESSAGE = 'لطفاً برای همکاری تماس بگیرید.';

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const topic = () => screen.getByRole('combobox', { name: new RegExp(`^${t.form.topic}`) });
const submit = () => screen.getByRole('button', { name: t.form.submit });

/** Captures what the page sends, answering with the contract's receipt. */
function capturing() {
  const sent: unknown[] = [];
  server.use(
    handling(SEND, async ({ body }) => {
      sent.push(await body());
      return HttpResponse.json(receipt, { status: 201 });
    }),
  );
  return sent;
}

function renderScreen(route: string = paths.public.contactUs) {
  renderWithApp(<ContactScreen />, { route });
}

async function fill(user: ReturnType<typeof userEvent.setup>, phone = '۰۹۱۲١٢٣4567') {
  await user.type(field(t.form.fullName), ' محمد کریمی ');
  await user.type(field(phoneText.label), phone);
  await user.type(field(t.form.message), MESSAGE);
}

describe('ContactScreen form', () => {
  it('shows a Persian message next to every empty field and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = capturing();
    renderScreen();
    await user.click(submit());
    expect(await screen.findByText(t.form.fullNameRequired)).toBeInTheDocument();
    expect(field(t.form.fullName)).toHaveAttribute('aria-invalid', 'true');
    expect(field(t.form.fullName)).toHaveFocus();
    expect(screen.getByText(phoneText.invalid)).toBeInTheDocument();
    expect(screen.getByText(t.form.messageRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses a name or message outside the contract’s limits, with the limits in Persian digits', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.type(field(t.form.fullName), 'ع ');
    await user.type(field(t.form.message), 'سلام     ');
    await user.click(submit());
    expect(await screen.findByText('نام و نام خانوادگی باید بین ۳ تا ۸۰ نویسه باشد.')).toBeInTheDocument();
    expect(screen.getByText('متن پیام دست‌کم ۱۰ نویسه باشد تا بتوانیم کمکتان کنیم.')).toBeInTheDocument();
  });

  it('refuses a message longer than the contract allows, as the counter shows', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(field(t.form.message));
    await user.paste('آ'.repeat(1001));
    expect(screen.getByText('۱٬۰۰۱ از ۱٬۰۰۰')).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('متن پیام حداکثر ۱٬۰۰۰ نویسه باشد.')).toBeInTheDocument();
  });

  it('counts the message’s characters in Persian digits', async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getByText('۰ از ۱٬۰۰۰')).toBeInTheDocument();
    await user.type(field(t.form.message), 'سلام، خسته نباشید');
    expect(screen.getByText('۱۷ از ۱٬۰۰۰')).toBeInTheDocument();
  });

  it('accepts Persian and Arabic-Indic digits and sends the phone in Latin digits, text trimmed', async () => {
    const user = userEvent.setup();
    const sent = capturing();
    renderScreen();
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      full_name: 'محمد کریمی',
      phone: '09121234567',
      topic: 'general',
      message: MESSAGE,
    });
  });

  it('preselects the topic a link asked for, and sends it', async () => {
    const user = userEvent.setup();
    const sent = capturing();
    renderScreen(paths.public.contactUsHref('hire'));
    expect(topic()).toHaveValue(t.topics.hire);
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ topic: 'hire' });
  });

  it('falls back to «پرسش عمومی» for an unknown topic', () => {
    renderScreen(paths.public.contactUsHref('lottery'));
    expect(topic()).toHaveValue(t.topics.general);
  });

  it('keeps everything typed after a server error, with the catalogue message above the form', async () => {
    const user = userEvent.setup();
    server.use(failing(SEND, 500));
    renderScreen();
    await fill(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errors.sendInformation);
    expect(field(t.form.fullName)).toHaveValue(' محمد کریمی ');
    expect(field(phoneText.label)).toHaveValue('۰۹۱۲١٢٣4567');
    expect(field(t.form.message)).toHaveValue(MESSAGE);
    // Sending again works without retyping anything.
    const sent = capturing();
    await user.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText(receipt.message)).toBeInTheDocument();
  });

  it('shows the server’s reason when too many messages came from the phone, keeping the fields', async () => {
    const user = userEvent.setup();
    server.use(failing(SEND, 429, tooMany));
    renderScreen(paths.public.contactUsHref('school'));
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(topic()).toHaveValue(t.topics.school);
    expect(field(phoneText.label)).toHaveValue('۰۹۱۲١٢٣4567');
  });

  it('shows the server’s message and the tracking code in Persian digits, and starts over on request', async () => {
    const user = userEvent.setup();
    capturing();
    renderScreen();
    await fill(user);
    await user.click(submit());
    const title = await screen.findByRole('heading', { name: t.sent.title });
    expect(title).toHaveFocus();
    expect(screen.getByText(receipt.message)).toBeInTheDocument();
    expect(screen.getByText('۱۴۰۵۰۹-۲۰۹۳')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${t.form.fullName}`) })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.sent.another }));
    expect(field(t.form.fullName)).toHaveValue('');
    expect(field(t.form.message)).toHaveValue('');
  });
});

describe('ContactScreen details', () => {
  it('links phones (Persian digits, left to right) and the email, with the postal code in Persian', async () => {
    renderScreen();
    const details = screen.getByRole('region', { name: t.details.title });
    const phone = await within(details).findByRole('link', { name: '۰۲۱ ۹۱۰۰ ۱۲۳۴' });
    expect(phone).toHaveAttribute('href', 'tel:02191001234');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(within(details).getByText('همکاری با مدارس')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'info@daneshamoozyar.ir' })).toHaveAttribute(
      'href',
      'mailto:info@daneshamoozyar.ir',
    );
    expect(within(details).getByText('۱۹۹۴۸-۳۴۵۱۱')).toHaveAttribute('dir', 'ltr');
    expect(within(details).getByText('شنبه تا چهارشنبه، ساعت ۸ تا ۱۷؛ پنجشنبه‌ها ۸ تا ۱۳')).toBeInTheDocument();
  });

  it('fails on its own: the form stays usable and the details load again on retry', async () => {
    const user = userEvent.setup();
    server.use(failing(INFO, 500));
    renderScreen();
    const details = screen.getByRole('region', { name: t.details.title });
    const alert = await within(details).findByRole('alert');
    expect(alert).toHaveTextContent(errors.fetchData);
    expect(field(t.form.fullName)).toBeEnabled();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await within(details).findByRole('link', { name: '۰۲۱ ۹۱۰۰ ۱۲۳۴' })).toBeInTheDocument();
  });

  it('shows its own loader while the form is already there', async () => {
    server.use(pending(INFO));
    renderScreen();
    const details = screen.getByRole('region', { name: t.details.title });
    expect(within(details).getByRole('status')).toHaveTextContent(common.loading);
    expect(field(t.form.fullName)).toBeInTheDocument();
  });
});

describe('contact values', () => {
  it('groups phones and postal codes the way they are printed', () => {
    expect(groupedPhone('09121234567')).toBe('0912 123 4567');
    expect(groupedPhone('02191001234')).toBe('021 9100 1234');
    expect(groupedPhone('+982191001234')).toBe('+982191001234');
    expect(groupedPostalCode('1994834511')).toBe('19948-34511');
    expect(groupedPostalCode('12345')).toBe('12345');
  });
});
