import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { paths } from '@/shared/routing/paths';
import { describe, expect, it } from 'vitest';
import { common } from '@/shared/i18n/common';
import { ACCESS_TOKEN_KEY } from '@/shared/auth/token-storage';
import { example, failing, handling, type AnswerOf } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { RegisterScreen } from './register-screen';
import { t } from './strings';

const textbox = (name: string) => screen.getByRole('textbox', { name });
const secret = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** Persian, Arabic-Indic and Latin digits mixed, as a phone may arrive from a child's keyboard. */
/** The contract's 201 example of registering (`example` types a 200's only), as the answer's type. */
const registered = example('register', 'default', '201') as AnswerOf<'register'>;
const MIXED_PHONE = '۰۹۱۲١٢٣4567';

async function toDetails(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(<RegisterScreen />, { route: paths.auth.register });
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
      handling('requestVerificationCode', ({ query }) => {
        seen.phone = query.get('phone');
        return example('requestVerificationCode', 'sent');
      }),
      handling('verifyCode', async ({ body }) => {
        seen.verify = await body();
        return example('verifyCode', 'default');
      }),
      handling('register', async ({ body }) => {
        seen.register = await body();
        return HttpResponse.json(registered, { status: 201 });
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
    const { access } = registered;
    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(access));
  });

  it('keeps every typed value when registration is refused', async () => {
    const user = userEvent.setup();
    const taken = (example('register', 'default', '400') as { detail: string }).detail;
    server.use(failing('register', 400, taken));
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
    server.use(failing('verifyCode', 400, wrong));
    renderWithApp(<RegisterScreen />, { route: paths.auth.register });
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
