import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { common } from '@/shared/i18n/common';
import { paths } from '@/shared/routing/paths';
import { getListMyClassHomeworkUrl } from '@/api/generated/endpoints/member/member';
import { answering, example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { Where } from '@/testing/where';
import { HomeworkListScreen } from './homework-list-screen';
import { t } from './strings';

const page = example('listMyClassHomework', 'student');
const tab = (group: keyof typeof t.list.groups, count: number) => t.list.groupTab(t.list.groups[group], count);

function renderList(route: string = paths.student.homeworks) {
  return renderWithApp(
    <>
      <HomeworkListScreen />
      <Where />
    </>,
    { route, signedInAs: 'student' },
  );
}

describe('HomeworkListScreen', () => {
  // The contract's examples are the world at 2026-11-22 09:00 in Tehran; only the clock is frozen.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T05:30:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('asks for the session class’s homework, the whole year in one page', async () => {
    let asked: URL | null = null;
    server.use(
      handling(
        'listMyClassHomework',
        ({ request }) => {
          asked = new URL(request.url);
          return page;
        },
        { params: { id: 41 } },
      ),
    );
    renderList();
    await screen.findByRole('tab', { name: tab('open', 1) });
    expect(asked!.pathname).toBe(`/api${getListMyClassHomeworkUrl(41)}`);
    expect(Object.fromEntries(asked!.searchParams)).toEqual({ page: '1', size: '100' });
  });

  it('shows each open homework with Jalali dates, days left and progress in Persian digits, linking to its page', async () => {
    server.use(answering('listMyClassHomework', page, { params: { id: 41 } }));
    renderList();
    expect(await screen.findByRole('tab', { name: tab('open', 1), selected: true })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'مرور دانش و دانایی' });
    expect(within(card).getByRole('link', { name: 'مرور دانش و دانایی' })).toHaveAttribute(
      'href',
      paths.student.homeworkHref(4105),
    );
    expect(within(card).getByText('شروع: ۲۱ آبان ۱۴۰۵')).toBeInTheDocument();
    expect(within(card).getByText('مهلت: ۵ آذر ۱۴۰۵')).toBeInTheDocument();
    expect(within(card).getByText('۴ روز مانده')).toBeInTheDocument();
    expect(within(card).getByText('۳ مهارت')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: t.list.progress })).toHaveAttribute('aria-valuetext', '۳۳٪');
  });

  it('switches between the three groups', async () => {
    server.use(answering('listMyClassHomework', page, { params: { id: 41 } }));
    renderList();
    await userEvent.click(await screen.findByRole('tab', { name: tab('overdue', 3) }));
    const overdue = screen.getByRole('tabpanel');
    expect(
      within(overdue)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-labelledby')),
    ).toHaveLength(3);
    expect(within(overdue).getByText('مهلت: ۱۸ آبان ۱۴۰۵')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: tab('finished', 1) }));
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'تکلیف الگوهای عددی' })).toHaveAttribute(
      'href',
      '/homeworks/4101',
    );
  });

  it('narrows by the address’s filter and keeps the other filter in the address when one chip is removed', async () => {
    server.use(answering('listMyClassHomework', page, { params: { id: 41 } }));
    renderList('/homeworks?grade=fourth&subject=math');
    expect(await screen.findByRole('tab', { name: tab('open', 0) })).toBeInTheDocument();
    expect(screen.getByText(t.list.groupEmpty.open)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tab('overdue', 1) })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: t.list.removeFilter(t.subjects.math) }));
    expect(screen.getByLabelText('where')).toHaveTextContent('/homeworks?grade=fourth');
    expect(await screen.findByRole('tab', { name: tab('overdue', 3) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.list.removeFilter(t.list.gradeChip('fourth')) })).toHaveAttribute(
      'href',
      '/homeworks',
    );
  });

  it('offers the whole list when the filter leaves nothing', async () => {
    server.use(answering('listMyClassHomework', page, { params: { id: 41 } }));
    renderList('/homeworks?subject=science&grade=fifth');
    expect(await screen.findByText(t.list.noMatch.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.list.noMatch.showAll })).toHaveAttribute('href', '/homeworks');
  });

  it('explains an empty year, and a failure with a retry that loads again', async () => {
    server.use(failing('listMyClassHomework', 500, 'سرور در دسترس نیست', { params: { id: 41 } }));
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('سرور در دسترس نیست');
    server.use(answering('listMyClassHomework', example('listMyClassHomework', 'empty'), { params: { id: 41 } }));
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findByText(t.list.empty.title)).toBeInTheDocument();
  });
});
