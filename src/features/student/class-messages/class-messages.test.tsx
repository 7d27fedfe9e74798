import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ActiveUser, ChannelMessage, ChannelMessagePage } from '@/api/generated/model';
import { SessionContext, useSession } from '@/shared/auth/session-context';
import { common } from '@/shared/i18n/common';
import { errors } from '@/shared/i18n/errors';
import { answering, answeringExample, example, failing, handling } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/setup';
import { ClassMessagesScreen } from './class-messages-screen';
import { partsOf } from '@/shared/channel/message-parts';
import { channelText } from '@/shared/channel/strings';
import { t } from './strings';

const page = example('listChannelMessages', 'student');
const teacherMessage = page.results[0]!;

function message(id: number, text: string, createdAt: string): ChannelMessage {
  return { ...teacherMessage, id, message: text, created_at: createdAt };
}

function pageOf(results: ChannelMessage[], number = 1, totalPages = 1): ChannelMessagePage {
  return { count: results.length, page: number, size: 20, total_pages: totalPages, results };
}

function AsUser({ change }: { change: (user: ActiveUser) => ActiveUser }) {
  const session = useSession();
  return (
    <SessionContext.Provider value={{ ...session, user: session.user && change(session.user) }}>
      <ClassMessagesScreen />
    </SessionContext.Provider>
  );
}

function renderScreen(route = '/class-message', change: (user: ActiveUser) => ActiveUser = (user) => user) {
  return renderWithApp(<AsUser change={change} />, { route, signedInAs: 'student' });
}

/** Answers the channel with `pages` by their number, recording each call's query. */
function answeringPages(pages: ChannelMessagePage[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    handling('listChannelMessages', ({ query }) => {
      asked.push(query);
      return pages[Number(query.get('page')) - 1] ?? pageOf([]);
    }),
  );
  return asked;
}

describe('ClassMessagesScreen', () => {
  it('asks for the session class’s first course and shows messages under Jalali day headings', async () => {
    const asked = answeringPages([page]);
    renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.title);
    const days = await screen.findAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual(
      expect.arrayContaining(['۲۶ آبان ۱۴۰۵', '۲۱ آبان ۱۴۰۵', '۲۰ آبان ۱۴۰۵', '۲ مهر ۱۴۰۵']),
    );
    // Newest first: the first day is the newest.
    expect(days[0]).toHaveTextContent('۲۶ آبان ۱۴۰۵');
    const firstDay = screen.getByRole('region', { name: '۲۶ آبان ۱۴۰۵' });
    expect(within(firstDay).getByRole('heading', { level: 3 })).toHaveTextContent(
      t.sender('مریم رضایی', common.roles.teacher),
    );
    expect(within(firstDay).getByText(t.at('۲۰:۵۰'))).toBeInTheDocument();
    expect(asked[0]?.get('classId')).toBe('41');
    expect(asked[0]?.get('courseId')).toBe('401');
    expect(asked[0]?.get('page')).toBe('1');
    expect(screen.getByRole('tab', { name: 'ریاضی چهارم' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: t.backToClass })).toHaveAttribute('href', '/class');
  });

  it('puts a day’s messages under one heading, by the day in Iran', async () => {
    answeringPages([
      pageOf([
        // 00:30 in Tehran on 26 Aban, though still the 16th in UTC.
        message(3, 'نیمه‌شب', '2026-11-16T21:00:00Z'),
        message(2, 'صبح', '2026-11-16T08:00:00+03:30'),
        message(1, 'عصر', '2026-11-15T18:00:00+03:30'),
      ]),
    ]);
    renderScreen();
    const days = await screen.findAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual(['۲۶ آبان ۱۴۰۵', '۲۵ آبان ۱۴۰۵', '۲۴ آبان ۱۴۰۵']);
    const first = screen.getByRole('region', { name: '۲۶ آبان ۱۴۰۵' });
    expect(within(first).getByText(t.at('۰۰:۳۰'))).toBeInTheDocument();
  });

  it('shows a message’s markup as text, never as HTML', async () => {
    const text = 'سلام <b>بچه‌ها</b> <script>alert(1)</script> <img src=x onerror=alert(1)>';
    answeringPages([pageOf([message(1, text, '2026-11-17T10:00:00+03:30')])]);
    const { container } = renderScreen();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(container.querySelector('article b, article script, article img[src="x"]')).toBeNull();
  });

  it('links only http(s) addresses, safely, and keeps javascript: as text', async () => {
    const text = 'ببینید https://example.org/page. و javascript:alert(1) و data:text/html,hi';
    answeringPages([pageOf([message(1, text, '2026-11-17T10:00:00+03:30')])]);
    renderScreen();
    const link = await screen.findByRole('link', { name: /https:\/\/example\.org\/page/ });
    expect(link).toHaveAttribute('href', 'https://example.org/page');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/class',
      'https://example.org/page',
    ]);
    expect(screen.getByRole('article')).toHaveTextContent('javascript:alert(1) و data:text/html,hi');
  });

  it('shows a picture address as a picture', async () => {
    answeringPages([pageOf([message(1, 'کار کلاس:\nhttps://cdn.example.org/a/b.PNG', '2026-11-17T10:00:00+03:30')])]);
    renderScreen();
    const picture = await screen.findByRole('img', { name: channelText.imageAlt('مریم رضایی') });
    expect(picture).toHaveAttribute('src', 'https://cdn.example.org/a/b.PNG');
    expect(screen.queryByRole('link', { name: /cdn/ })).not.toBeInTheDocument();
  });

  it('loads older pages below and stops when there are no more', async () => {
    const asked = answeringPages([
      pageOf([message(2, 'پیام تازه', '2026-11-17T10:00:00+03:30')], 1, 2),
      pageOf([message(1, 'پیام قدیمی', '2026-10-01T10:00:00+03:30')], 2, 2),
    ]);
    renderScreen();
    await screen.findByText('پیام تازه');
    await userEvent.click(screen.getByRole('button', { name: t.older }));
    expect(await screen.findByText('پیام قدیمی')).toBeInTheDocument();
    expect(asked.map((query) => query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: t.older })).not.toBeInTheDocument();
    expect(screen.getByText(t.noOlder)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '۹ مهر ۱۴۰۵' })).toBeInTheDocument();
  });

  it('switches course by tab and keeps it in the address', async () => {
    const asked = answeringPages([page]);
    renderScreen('/class-message?course=403');
    await screen.findAllByRole('article');
    expect(asked[0]?.get('courseId')).toBe('403');
    await userEvent.click(screen.getByRole('tab', { name: 'فارسی چهارم' }));
    await screen.findAllByRole('article');
    expect(asked.map((query) => query.get('courseId'))).toEqual(['403', '402']);
  });

  it('says «هنوز پیامی در کلاس نیست» for an empty channel', async () => {
    server.use(answeringExample('listChannelMessages', 'empty'));
    renderScreen();
    expect(await screen.findByText('هنوز پیامی در کلاس نیست')).toBeInTheDocument();
  });

  it('says so without asking when the pupil has no class', () => {
    renderScreen('/class-message', (user) => ({ ...user, class: null, classes: [] }));
    expect(screen.getByText(t.noClass.title)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows the server’s message on failure and loads again on retry', async () => {
    server.use(failing('listChannelMessages', 404, 'موردی پیدا نشد.'));
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('موردی پیدا نشد.');
    server.use(answering('listChannelMessages', page));
    await userEvent.click(within(alert).getByRole('button', { name: common.retry }));
    expect(await screen.findAllByRole('article')).toHaveLength(12);
  });

  it('falls back to the catalogue message', async () => {
    server.use(failing('listChannelMessages', 500));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.fetchData);
  });
});

describe('partsOf', () => {
  it('splits text, links and pictures and leaves the sentence’s punctuation outside', () => {
    expect(partsOf('ببین (https://a.ir/x)، و https://a.ir/p.jpg؟')).toEqual([
      { kind: 'text', text: 'ببین (' },
      { kind: 'link', href: 'https://a.ir/x', text: 'https://a.ir/x' },
      { kind: 'text', text: ')، و ' },
      { kind: 'image', src: 'https://a.ir/p.jpg' },
      { kind: 'text', text: '؟' },
    ]);
  });

  it('drops the line breaks around a picture, which stands on its own line', () => {
    expect(partsOf('کار کلاس:\nhttps://a.ir/p.png\nآفرین!\n\nhttps://a.ir/q.svg')).toEqual([
      { kind: 'text', text: 'کار کلاس:' },
      { kind: 'image', src: 'https://a.ir/p.png' },
      { kind: 'text', text: 'آفرین!\n' },
      { kind: 'image', src: 'https://a.ir/q.svg' },
    ]);
  });

  it('never links another scheme', () => {
    for (const text of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', 'www.a.ir'])
      expect(partsOf(text)).toEqual([{ kind: 'text', text }]);
  });
});
