import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { common } from '@/shared/i18n/common';
import { ACCESS_TOKEN_KEY } from '@/shared/auth/token-storage';
import { example, failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { RegisterScreen } from './register-screen';
import { t } from './strings';

const textbox = (name: string) => screen.getByRole('textbox', { name });
const secret = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** Persian, Arabic-Indic and Latin digits mixed, as a phone may arrive from a child's keyboard. */
const MIXED_PHONE = '۰۹۱۲١٢٣4567';

async function toDetails(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(<RegisterScreen />, { route: '/auth/register' });
  await user.type(textbox(t.phone.label), MIXED_PHONE);
  await user.click(screen.getByRole('button', { name: t.phone.submit }));
  await user.type(await screen.findByRole('textbox', { name: t.code.label }), '۱۲۳۴۵');
  await user.click(screen.getByRole('button', { name: t.code.submit }));
  await screen.findByRole('textbox', { name: t.details.firstName });
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox(t.details.firstName), ' سارا ');
  await user.type(textbox(t.details.lastName), 'احمدی');
  await user.type(textbox(t.details.username), 'sara۱۴۰۴');
  await user.type(secret(t.details.password), 'secret-123');
  await user.type(secret(t.details.confirm), 'secret-123');
  await user.click(screen.getByRole('radio', { name: common.grades.fifth }));
  await user.click(screen.getByRole('radio', { name: common.genders.FEMALE }));
  await user.click(screen.getByRole('button', { name: t.details.submit }));
}

describe('RegisterScreen', () => {
  it('sends Latin digits for phone and code, and signs the new student in', async () => {
    const user = userEvent.setup();
    const seen: { phone?: string | null; verify?: unknown; register?: unknown } = {};
    server.use(
      http.get('*/auth/verification-code', ({ request }) => {
        seen.phone = new URL(request.url).searchParams.get('phone');
        return HttpResponse.json(example('requestVerificationCode', 'sent') as object);
      }),
      http.post('*/auth/verify', async ({ request }) => {
        seen.verify = await request.json();
        return HttpResponse.json(example('verifyCode', 'default') as object);
      }),
      http.post('*/auth/register/', async ({ request }) => {
        seen.register = await request.json();
        return HttpResponse.json(example('register', 'default', '201') as object, { status: 201 });
      }),
    );
    await toDetails(user);
    expect(seen.phone).toBe('09121234567');
    expect(seen.verify).toEqual({ phone: '09121234567', code: '12345' });

    await fillDetails(user);
    await waitFor(() => expect(seen.register).toBeDefined());
    expect(seen.register).toEqual({
      first_name: 'سارا',
      last_name: 'احمدی',
      username: 'sara1404',
      password: 'secret-123',
      phone: '09121234567',
      code: '12345',
      grade: 'fifth',
      gender: 'FEMALE',
    });
    const { access } = example('register', 'default', '201') as { access: string };
    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(access));
  });

  it('keeps every typed value when registration is refused', async () => {
    const user = userEvent.setup();
    const taken = (example('register', 'default', '400') as { detail: string }).detail;
    server.use(failing('post', '/auth/register/', 400, taken));
    await toDetails(user);
    await fillDetails(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(textbox(t.details.firstName)).toHaveValue(' سارا ');
    expect(textbox(t.details.username)).toHaveValue('sara۱۴۰۴');
    expect(secret(t.details.password)).toHaveValue('secret-123');
    expect(screen.getByRole('radio', { name: common.grades.fifth })).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps the code after a wrong code, and the phone when going back', async () => {
    const user = userEvent.setup();
    const wrong = (example('verifyCode', 'default', '400') as { detail: string }).detail;
    server.use(failing('post', '/auth/verify', 400, wrong));
    renderWithApp(<RegisterScreen />, { route: '/auth/register' });
    await user.type(textbox(t.phone.label), MIXED_PHONE);
    await user.click(screen.getByRole('button', { name: t.phone.submit }));
    await user.type(await screen.findByRole('textbox', { name: t.code.label }), '۱۲۳۴۵');
    await user.click(screen.getByRole('button', { name: t.code.submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
    expect(textbox(t.code.label)).toHaveValue('۱۲۳۴۵');
    await user.click(screen.getByRole('button', { name: t.code.changePhone }));
    expect(textbox(t.phone.label)).toHaveValue(MIXED_PHONE);
  });

  it('keeps the details when stepping back to the code and forward again', async () => {
    const user = userEvent.setup();
    await toDetails(user);
    await user.type(textbox(t.details.firstName), 'سارا');
    await user.click(screen.getByRole('button', { name: t.details.back }));
    await user.click(await screen.findByRole('button', { name: t.code.submit }));
    expect(await screen.findByRole('textbox', { name: t.details.firstName })).toHaveValue('سارا');
  });
});
