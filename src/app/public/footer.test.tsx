import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import { failing } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Footer } from './footer';
import { siteMap } from './site-map';
import { t } from './strings';

describe('footer', () => {
  it('links to every public page in its site map', () => {
    renderWithApp(<Footer />);
    const map = screen.getByRole('navigation', { name: t.siteMap.label });
    const hrefs = within(map)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // Every page's path, leaving out the agent page's pattern and the link builders.
    const pages = Object.values(paths.public).filter((path) => typeof path === 'string' && !path.includes(':'));
    expect(pages).toHaveLength(12);
    expect(new Set(hrefs)).toEqual(new Set(pages));
    expect(
      within(map)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(siteMap.map((group) => group.title));
    expect(within(map).getByRole('link', { name: t.siteMap.links.ai })).toHaveAttribute('href', paths.public.ai);
  });

  it("keeps the contact page's link and says so in a line when the details cannot be read", async () => {
    server.use(failing('getContactInfo', 500));
    renderWithApp(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText(t.footer.contactUnavailable)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: t.footer.contactPage })).toHaveAttribute('href', '/contact-us');
    expect(within(footer).queryByRole('alert')).not.toBeInTheDocument();
  });
});
