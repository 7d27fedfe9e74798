import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { EXAMPLE, preferredAnswer } from './ne-test-fixtures';
import { NeTestScreen } from './ne-test-screen';
import { t } from './strings';

describe('NeTestScreen', () => {
  it('asks for the chosen error with Prefer: code= and shows its catalogued Persian message', async () => {
    const prefers: (string | null)[] = [];
    server.use(
      handling(EXAMPLE, (call) => {
        prefers.push(call.request.headers.get('prefer'));
        return preferredAnswer(call);
      }),
    );
    renderWithApp(<NeTestScreen />, { route: paths.lab.neTest, signedInAs: 'teacher' });
    expect(prefers).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: `${t.neTest.ask(403)}: ${t.neTest.codes[403]}` }));
    const result = screen.getByRole('region', { name: t.neTest.result });
    expect(await within(result).findByRole('alert')).toHaveTextContent('دسترسی به این بخش ممکن نیست.');
    expect(within(result).getByText('کد وضعیت ۴۰۳')).toBeInTheDocument();
    expect(prefers).toEqual(['code=403']);
  });
});
