import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/shared/routing/paths';
import { describe, expect, it } from 'vitest';
import { example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { ForgotPasswordScreen } from './forgot-password-screen';
import type { OperationId } from '@/api/generated/operations';
import { t } from './strings';

const textbox = (name: string) => screen.getByRole('textbox', { name });
const secret = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const detail = (operation: OperationId, status: string) =>
  (example(operation, 'default', status) as { detail: string }).detail;

/** Persian, Arabic-Indic and Latin digits mixed, as a phone may arrive from a child's keyboard. */
const MIXED_PHONE = '۰۹۱۲١٢٣4567';

async function requestCode(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(<ForgotPasswordScreen />, { route: paths.auth.forgotPassword });
  await user.type(textbox(t.phone.label), MIXED_PHONE);
  await user.click(screen.getByRole('button', { name: t.phone.submit }));
}

async function fillReset(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: t.reset.code }), '۱۲۳۴۵');
  await user.type(secret(t.reset.password), 'new-secret');
  await user.type(secret(t.reset.confirm), 'new-secret');
  await user.click(screen.getByRole('button', { name: t.reset.submit }));
}

describe('ForgotPasswordScreen', () => {
  it('sends Latin digits for phone and code, then shows the server confirmation', async () => {
    const user = userEvent.setup();
    const seen: { phone?: string | null; reset?: unknown } = {};
    server.use(
      handling('requestPasswordReset', ({ query }) => {
        seen.phone = query.get('phone');
        return example('requestPasswordReset', 'default');
      }),
      handling('resetPassword', async ({ body }) => {
        seen.reset = await body();
        return example('resetPassword', 'default');
      }),
    );
    await requestCode(user);
    await fillReset(user);

    // The confirmation replaces the form, its «code sent» status and its links included.
    await screen.findByText(detail('resetPassword', '200'));
    expect(screen.getByRole('status')).toHaveTextContent(detail('resetPassword', '200'));
    expect(screen.getByRole('link', { name: t.done.login })).toHaveAttribute('href', paths.auth.login);
    expect(seen.phone).toBe('09121234567');
    expect(seen.reset).toEqual({ phone: '09121234567', code: '12345', password: 'new-secret' });
  });

  it('shows «account not found» and keeps the phone', async () => {
    const user = userEvent.setup();
    const notFound = detail('requestPasswordReset', '404');
    server.use(failing('requestPasswordReset', 404, notFound));
    await requestCode(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(notFound);
    expect(textbox(t.phone.label)).toHaveValue(MIXED_PHONE);
  });

  it('keeps the code and passwords when the reset is refused, and the phone when going back', async () => {
    const user = userEvent.setup();
    const wrong = detail('resetPassword', '400');
    server.use(failing('resetPassword', 400, wrong));
    await requestCode(user);
    await fillReset(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
    expect(textbox(t.reset.code)).toHaveValue('۱۲۳۴۵');
    expect(secret(t.reset.password)).toHaveValue('new-secret');
    expect(secret(t.reset.confirm)).toHaveValue('new-secret');
    await user.click(screen.getByRole('button', { name: t.reset.changePhone }));
    expect(textbox(t.phone.label)).toHaveValue(MIXED_PHONE);
  });
});
