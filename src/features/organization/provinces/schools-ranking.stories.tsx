import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { compareText } from '@/shared/compare/strings';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { formatNumber } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { answering, answeringExample, example, failing, pending } from '@/testing/handlers';
import { ISFAHAN, ProvinceRoutes, provinces, searchableSchools } from './fixtures';
import { t } from './strings';

const OP = 'getOrganizationComparison';
/** The world's schools of اصفهان side by side, with the province's median. */
const ranking = example(OP, 'organization');
const table = () => document.querySelector<HTMLElement>(`table[aria-label="${t.ranking.label('اصفهان')}"]`)!;
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getAllByRole('rowheader')[0]!.textContent);
/** The schools' names by their mean SmartScore, the best first (rows without one last). */
const bestFirst = [...ranking.rows]
  .sort(
    (a, b) =>
      (b.figures.average_smart_score ?? -1) - (a.figures.average_smart_score ?? -1) ||
      new Intl.Collator('fa').compare(a.name, b.name),
  )
  .map((r) => r.name);

const meta = {
  title: 'Organization/Schools ranking',
  component: ProvinceRoutes,
  parameters: {
    app: { route: paths.organization.provinceHref(ISFAHAN), signedInAs: 'organization' },
    msw: { handlers: [provinces, searchableSchools(), answeringExample(OP, 'organization')] },
  },
} satisfies Meta<typeof ProvinceRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ranked: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: t.ranking.label('اصفهان') });
    // Ranked by the mean SmartScore, the best first, each with its rank, the province's median last.
    await expect(rowNames()).toEqual(bestFirst);
    const header = canvas.getByRole('columnheader', { name: compareText.figures.average_smart_score });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const rows = within(table()).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(formatNumber(1));
    const median = rows.at(-1)!;
    await expect(within(median).getByRole('rowheader')).toHaveTextContent(compareText.median);
    await expect(median).toHaveTextContent(
      compareText.value('average_smart_score', ranking.median.average_smart_score),
    );
    // A school's name opens its page; each figure draws its eight weeks, said in words.
    const first = ranking.rows.find((r) => r.name === bestFirst[0])!;
    await expect(canvas.getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      paths.organization.schoolHref(first.id!),
    );
    await expect(
      within(rows[1]!).getByRole('img', { name: new RegExp(`^روند ${compareText.figures.quiz_average_percent}`) }),
    ).toBeVisible();
  },
};

/** «تکلیف تمام‌نشده تا مهلت»: fewer is better, so its first click puts the fewest first; again, the most. */
export const SortedByLateHomework: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: t.ranking.label('اصفهان') });
    const button = canvas.getByRole('button', { name: compareText.figures.late_homework_percent });
    await userEvent.click(button);
    const fewestFirst = [...ranking.rows]
      .filter((r) => r.figures.late_homework_percent !== null)
      .sort((a, b) => a.figures.late_homework_percent! - b.figures.late_homework_percent!);
    await waitFor(() => expect(rowNames()[0]).toBe(fewestFirst[0]!.name));
    await expect(canvas.getByRole('columnheader', { name: compareText.figures.late_homework_percent })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(button);
    await waitFor(() => expect(rowNames()[0]).toBe(fewestFirst.at(-1)!.name));
  },
};

export const NoSchools: Story = {
  parameters: {
    msw: {
      handlers: [
        provinces,
        searchableSchools(),
        answering(OP, { ...ranking, rows: [], median: { ...ranking.median, average_smart_score: null } }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(compareText.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [provinces, searchableSchools(), pending(OP)] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: t.ranking.title });
    await waitFor(() => expect(canvas.getAllByRole('status').some((s) => s.textContent === common.loading)).toBe(true));
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [provinces, searchableSchools(), failing(OP, 500)] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(errors.fetchData);
    await expect(within(alert).getByRole('button', { name: common.retry })).toBeVisible();
  },
};

/** On a phone the table scrolls inside its frame; the page never scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: t.ranking.label('اصفهان') });
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
