import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/routing/paths';
import type { OperationId } from '@/api/generated/operations';
import { answeringExample, example, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { MirageItemScreen } from './mirage-item-screen';
import { MirageScreen } from './mirage-screen';
import { demoLists, t, type DemoList } from './strings';

function renderList(list: string) {
  return renderWithApp(
    <Routes>
      <Route path={paths.lab.mirageItem} element={<MirageItemScreen />} />
    </Routes>,
    { route: paths.lab.mirageItemHref(list), signedInAs: 'teacher' },
  );
}

describe('MirageScreen', () => {
  it('links each demo list to its page and the lab home', () => {
    renderWithApp(<MirageScreen />, { route: paths.lab.mirage, signedInAs: 'teacher' });
    for (const slug of demoLists) {
      expect(screen.getByRole('link', { name: t.mirage.lists[slug].title })).toHaveAttribute(
        'href',
        paths.lab.mirageItemHref(slug),
      );
    }
    expect(screen.getByRole('link', { name: t.backToLab })).toHaveAttribute('href', paths.lab.root);
  });
});

describe('MirageItemScreen', () => {
  it('shows the kanban as its columns, each with its cards', async () => {
    server.use(answeringExample('getDevKanbanBoard', 'board'));
    renderList('kanban');
    const doing = await screen.findByRole('region', { name: 'در حال انجام' });
    expect(within(doing).getAllByRole('article')).toHaveLength(1);
    expect(within(doing).getByText('مهلت: ۱۴ آذر ۱۴۰۵')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'برای انجام' })).toHaveTextContent(t.kanban.unassigned);
  });

  it('asks the mailbox for the folder chosen', async () => {
    const asked: (string | null)[] = [];
    server.use(
      handling('listDevMails', ({ query }) => {
        asked.push(query.get('folder'));
        return example('listDevMails', 'inbox');
      }),
    );
    renderList('mail');
    expect(await screen.findByText('دوره ضمن خدمت آموزش مجازی')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: t.mail.folders.sent }));
    await screen.findByText('دوره ضمن خدمت آموزش مجازی');
    expect(asked).toEqual(['inbox', 'sent']);
  });

  it.each<[DemoList, OperationId]>([
    ['calendar', 'listDevCalendarEvents'],
    ['posts', 'listDevPosts'],
    ['products', 'listDevProducts'],
  ])('says when the %s list is empty', async (list, operationId) => {
    server.use(answeringExample(operationId, 'empty'));
    renderList(list);
    const empty = { calendar: t.calendar.empty, posts: t.posts.empty, products: t.products.empty }[list as string];
    expect(await screen.findByText(empty!)).toBeInTheDocument();
  });

  it('refuses a list that does not exist, linking back to the demo lists', () => {
    renderList('weather');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.mirage.unknown.title);
    expect(screen.getByRole('link', { name: t.mirage.backToMirage })).toHaveAttribute('href', paths.lab.mirage);
  });
});
