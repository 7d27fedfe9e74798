import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { nationwide, PROVINCES, provinces } from './fixtures';
import { ProvincesScreen } from './provinces-screen';
import { t } from './strings';

describe('ProvincesScreen', () => {
  it('shows a provincial office its one province, named in the total, linking to its schools', async () => {
    server.use(provinces);
    renderWithApp(<ProvincesScreen />, { route: paths.organization.home, signedInAs: 'organization' });
    expect(await screen.findByText(t.home.totalOfOne('۸', '۵۱۸', 'اصفهان'))).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^مدرسه‌های / });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([paths.organization.provinceHref(4)]);
    expect(screen.queryByText(/در ۱ استان/)).toBeNull();
  });

  it('lists every province to the national office with its counts in Persian digits, each linking to its schools', async () => {
    server.use(nationwide);
    renderWithApp(<ProvincesScreen />, { route: paths.organization.home, signedInAs: 'organization' });
    expect(await screen.findByText(t.home.total('۲۶', '۱٬۶۱۶', 8))).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^مدرسه‌های / });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [1, 4, 8, 11, 13, 17, 25, 31].map((id) => paths.organization.provinceHref(id)),
    );
    const tehran = screen.getByRole('listitem', { name: 'تهران' });
    expect(within(tehran).getByText(t.home.pupils).nextElementSibling).toHaveTextContent('۲۳۰');
    expect(within(tehran).getByText(t.home.score).nextElementSibling).toHaveTextContent('۸۱');
  });

  it('keeps the greeting when the provinces fail, and says why with a retry', async () => {
    server.use(failing(PROVINCES, 500, 'خطا در ارتباط با سرور'));
    renderWithApp(<ProvincesScreen />, { route: paths.organization.home, signedInAs: 'organization' });
    expect(await screen.findByRole('alert')).toHaveTextContent('خطا در ارتباط با سرور');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^سلام /);
  });
});
