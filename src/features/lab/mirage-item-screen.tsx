import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { EmptyState } from '@/shared/ui/states';
import { BackLink } from './back-link';
import { CalendarList } from './demo-calendar-list';
import { KanbanBoardView } from './demo-kanban-board';
import { MailList } from './demo-mail-list';
import { PostList } from './demo-post-list';
import { ProductList } from './demo-product-list';
import { demoLists, t, type DemoList } from './strings';

const views: Record<DemoList, () => ReactNode> = {
  kanban: () => <KanbanBoardView />,
  calendar: () => <CalendarList />,
  mail: () => <MailList />,
  posts: () => <PostList />,
  products: () => <ProductList />,
};

const isDemoList = (slug: string | undefined): slug is DemoList => demoLists.some((list) => list === slug);

/** /lab/mirage/{slug} — one demo list of the fake API; an unknown slug says so and links back. */
export function MirageItemScreen() {
  const { slug } = useParams();
  const list = isDemoList(slug) ? slug : null;
  useDocumentTitle(`${list ? t.mirage.lists[list].title : t.mirage.unknown.title} | ${t.mirage.title}`);
  return (
    <Stack gap="lg">
      <BackLink to={paths.lab.mirage} label={t.mirage.backToMirage} />
      {list ? (
        <>
          <ScreenHeading title={t.mirage.lists[list].title} subtitle={t.mirage.lists[list].description} />
          {views[list]()}
        </>
      ) : (
        <>
          <ScreenHeading title={t.mirage.unknown.title} />
          <EmptyState title={t.mirage.unknown.description} />
        </>
      )}
    </Stack>
  );
}
