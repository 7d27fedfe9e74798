import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { paths } from '@/shared/routing/paths';
import { answeringExample, failing, pending } from '@/testing/handlers';
import { ISFAHAN, nationwide, ProvinceRoutes, provinces, SCHOOLS, searchableSchools } from './fixtures';
import { t as exportText } from '@/shared/export/strings';
import { downloaded, watchDownloads } from '@/testing/downloads';
import { t } from './strings';

/** The last query the schools call was asked (Searching and Paged check it). */
let asked = new URLSearchParams();
const onAsk = (query: URLSearchParams) => {
  asked = query;
};
const route = paths.organization.provinceHref(ISFAHAN);
/** Every query the schools call was asked (ExportsEveryPage). */
const pages: URLSearchParams[] = [];

const meta = {
  title: 'Organization/Province schools',
  component: ProvinceRoutes,
  parameters: {
    app: { route, signedInAs: 'organization' },
    msw: { handlers: [provinces, searchableSchools({ onAsk })] },
  },
} satisfies Meta<typeof ProvinceRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.province.title('اصفهان') })).toBeVisible();
    await expect(await canvas.findByText(t.province.count(8))).toBeVisible();
    // The demo office governs this one province: its link goes back home, not to «all provinces».
    await expect(canvas.getByRole('link', { name: t.province.backHome })).toHaveAttribute(
      'href',
      paths.organization.home,
    );
    await expect(canvas.queryByRole('link', { name: t.province.back })).toBeNull();
    const bahonar = canvas.getByRole('listitem', { name: 'دبستان شهید باهنر' });
    await expect(within(bahonar).getByRole('link', { name: t.province.open('دبستان شهید باهنر') })).toHaveAttribute(
      'href',
      paths.organization.schoolHref(1),
    );
    await expect(within(bahonar).getByText(t.province.classesAndPupils(6, 146))).toHaveTextContent('۶ کلاس · ۱۴۶');
    await expect(within(bahonar).getByText(t.province.score(80))).toBeVisible();
    const parvin = canvas.getByRole('listitem', { name: 'دبستان دخترانهٔ پروین اعتصامی' });
    await expect(within(parvin).getByText(t.province.cityAndKind('نجف‌آباد', 'دخترانه'))).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t.province.pages })).toBeNull();
  },
};

/** The national office, whose home lists every province: the link goes back to all of them. */
export const NationalOffice: Story = {
  parameters: { msw: { handlers: [nationwide, searchableSchools()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: t.province.title('اصفهان') })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: t.province.back })).toHaveAttribute(
      'href',
      paths.organization.home,
    );
  },
};

export const Searching: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(t.province.count(8));
    // An Arabic keyboard's ك reaches the server as the Persian letter, after the pause, in one call.
    await userEvent.type(canvas.getByRole('searchbox', { name: t.province.search }), 'كاشان');
    await waitFor(() => expect(asked.get('searchedWord')).toBe('کاشان'));
    await expect(await canvas.findByText('۲ مدرسه')).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'دبستان شهید رجایی' })).toBeVisible();
    await expect(canvas.queryByRole('listitem', { name: 'دبستان شهید باهنر' })).toBeNull();
    // Persian digits are sent as Latin ones (a school named by number: «دبستان ۱۲»).
    const box = canvas.getByRole('searchbox', { name: t.province.search });
    await userEvent.clear(box);
    await userEvent.type(box, '۱۲');
    await waitFor(() => expect(asked.get('searchedWord')).toBe('12'));
    await expect(await canvas.findByText(t.province.noMatch.title)).toBeVisible();
  },
};

export const NothingMatches: Story = {
  parameters: { app: { route: `${route}?q=zzz`, signedInAs: 'organization' } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(t.province.noMatch.title)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: t.province.search })).toHaveValue('zzz');
    await userEvent.click(canvas.getByRole('button', { name: t.province.clearSearch }));
    await expect(await canvas.findByText(t.province.count(8))).toBeVisible();
  },
};

export const Paged: Story = {
  parameters: { msw: { handlers: [provinces, searchableSchools({ onAsk, count: 150 })] } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('۱۵۰ مدرسه')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: t.province.pages });
    await expect(within(pager).getByRole('button', { name: t.province.page(15) })).toHaveTextContent('۱۵');
    await userEvent.click(within(pager).getByRole('button', { name: t.province.controls.next }));
    await waitFor(() => expect(asked.get('page')).toBe('2'));
    await userEvent.click(await within(pager).findByRole('button', { name: t.province.page(3) }));
    await waitFor(() => expect(asked.get('page')).toBe('3'));
    // The request goes out before the answer is drawn: wait for the page the pager marks.
    await waitFor(() =>
      expect(within(pager).getByRole('button', { name: t.province.page(3) })).toHaveAttribute('aria-current', 'page'),
    );
  },
};

/** «دریافت سی‌اس‌وی» asks for all 150 schools at the contract's largest page (3 pages of 50), not the 10 on screen. */
export const ExportsEveryPage: Story = {
  parameters: { msw: { handlers: [provinces, searchableSchools({ onAsk: (q) => pages.push(q), count: 150 })] } },
  beforeEach: () => {
    pages.length = 0;
    return watchDownloads();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('۱۵۰ مدرسه')).toBeVisible();
    pages.length = 0;
    await userEvent.click(canvas.getByRole('button', { name: exportText.buttonOf('csv', t.province.export.what) }));
    await waitFor(() => expect(downloaded.name).toMatch(/^مدرسه ها/));
    await expect(pages.map((q) => [q.get('page'), q.get('size')])).toEqual([
      ['1', '50'],
      ['2', '50'],
      ['3', '50'],
    ]);
    // Blob.text() reads the byte-order mark away (the export menu's story checks its bytes).
    const [header] = (await downloaded.blob!.text()).split('\r\n');
    await expect(header).toBe(
      ['name', 'city', 'kind', 'grades', 'classes', 'pupils', 'score']
        .map((k) => t.province.export[k as 'name'])
        .join(','),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { msw: { handlers: [provinces, searchableSchools({ count: 150 })] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: 'دبستان شهید باهنر' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: t.province.pages })).toBeVisible();
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [provinces, pending(SCHOOLS)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(common.loading);
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [provinces, answeringExample(SCHOOLS, 'empty')],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.province.empty.title)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.province.clearSearch })).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [provinces, failing(SCHOOLS, 500, null)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

export const UnknownProvince: Story = {
  parameters: {
    app: { route: paths.organization.provinceHref(99), signedInAs: 'organization' },
    msw: { handlers: [provinces, failing(SCHOOLS, 404, 'یافت نشد.')] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t.province.unknown.title)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t.province.fallbackTitle);
    await expect(canvas.getByRole('link', { name: t.province.backHome })).toHaveAttribute(
      'href',
      paths.organization.home,
    );
  },
};
