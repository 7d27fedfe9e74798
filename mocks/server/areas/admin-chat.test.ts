import { describe, expect, it } from 'vitest';
import { partnersOf, threadBetween } from '../../world/conversations.ts';
import { chatClient } from './chat-testing.ts';

const PNG = { name: 'screen.png', type: 'image/png', bytes: 2048 };
type Item = { id: number; unread_count: number; last_message: string | null };
type Msg = { id: number; message: string | null; sender: number };

describe('admin chat: who and what', () => {
  it('opens the thread of the asked person: 301, 201 and 115 are three different people', async () => {
    const { get, world } = chatClient();
    const threads = await Promise.all([301, 201, 115].map((id) => get('admin', `/admin/chat/${id}/`)));
    expect(threads.map((t) => t.status)).toEqual([200, 200, 200]);
    expect(threads.map((t) => t.body.role)).toEqual(['MANAGER', 'TEACHER', 'STUDENT']);
    const pupil = world.person(115)!;
    expect(threads.map((t) => t.body.full_name)).toEqual([
      'محمد کریمی',
      'مریم رضایی',
      `${pupil.first_name} ${pupil.last_name}`,
    ]);
    expect(threads[0]!.body.school_name).toBe('دبستان شهید باهنر');
    for (const [i, id] of [301, 201, 115].entries()) {
      const messages: Msg[] = threads[i]!.body.messages;
      expect(messages.length).toBeGreaterThan(0);
      expect(messages.every((m) => m.sender === id || m.sender === 501)).toBe(true);
    }
  });

  it('answers 404 for an unknown id or someone who does not chat, 403 for anyone but support', async () => {
    const { get } = chatClient();
    expect((await get('admin', '/admin/chat/987654/')).status).toBe(404);
    expect((await get('admin', '/admin/chat/401/')).status).toBe(404);
    expect((await get('student', '/admin/chat/101/')).status).toBe(403);
    expect((await get('teacher', '/admin/chat/users/')).status).toBe(403);
  });

  it('lists every conversation, unread first then newest, with true unread counts', async () => {
    const { get, world } = chatClient();
    const { body } = await get('admin', '/admin/chat/users/');
    const items: Item[] = body.filter_user;
    expect(body.filter_message).toEqual([]);
    expect(items.length).toBe(partnersOf(world, 501).length);
    expect(items.length).toBeGreaterThanOrEqual(30);
    for (const item of items) {
      const unread = threadBetween(world, 501, item.id).filter((m) => m.receiver === 501 && !m.read).length;
      expect(item.unread_count).toBe(unread);
    }
    const firstRead = items.findIndex((i) => i.unread_count === 0);
    expect(items.slice(firstRead).every((i) => i.unread_count === 0)).toBe(true);
    expect(items.find((i) => i.id === 101)).toMatchObject({ unread_count: 2, last_message: '🖼 تصویر' });
    const lastAt = (id: number) => threadBetween(world, 501, id).at(-1)!.at;
    const read = items.slice(firstRead);
    expect(read.every((item, i) => i === 0 || lastAt(read[i - 1]!.id) >= lastAt(item.id))).toBe(true);
  });
});

describe('admin chat: search', () => {
  /** Ids of support's messages whose text contains `needle` as written. */
  const containing = (world: ReturnType<typeof chatClient>['world'], needle: string) =>
    partnersOf(world, 501)
      .flatMap((id) => threadBetween(world, 501, id))
      .filter((m) => m.text?.includes(needle))
      .sort((a, b) => b.at - a.at)
      .map((m) => m.id);

  it('finds exactly the messages containing a word, with Arabic letters or without a half-space', async () => {
    const { get, world } = chatClient();
    const expected = containing(world, 'تکلیف');
    expect(expected.length).toBeGreaterThan(2);
    for (const word of ['تکلیف', 'تكليف']) {
      const { body } = await get('admin', `/admin/chat/users/?word=${encodeURIComponent(word)}`);
      expect(body.filter_message.map((m: { id: number }) => m.id)).toEqual(expected.slice(0, 50));
      for (const hit of body.filter_message)
        expect(threadBetween(world, 501, hit.userid).some((m) => m.id === hit.id)).toBe(true);
    }
    const halfSpace = containing(world, 'نمی‌شود');
    const { body } = await get('admin', `/admin/chat/users/?word=${encodeURIComponent('نمیشود')}`);
    expect(body.filter_message.map((m: { id: number }) => m.id)).toEqual(halfSpace.slice(0, 50));
    const digits = await get('admin', `/admin/chat/users/?word=${encodeURIComponent('NOWRUZ۱۴۰۶')}`);
    expect(digits.body.filter_message.map((m: { id: number }) => m.id)).toEqual(containing(world, 'NOWRUZ1406'));
  });

  it('finds people by name, and nothing for a word nobody wrote', async () => {
    const { get, world } = chatClient();
    const { body } = await get('admin', `/admin/chat/users/?word=${encodeURIComponent('احمدي')}`);
    const ids = body.filter_user.map((u: { id: number }) => u.id);
    expect(ids).toContain(101);
    for (const id of ids) expect(world.person(id)!.last_name + world.person(id)!.first_name).toContain('احمدی');
    const none = await get('admin', `/admin/chat/users/?word=${encodeURIComponent('زرافهٔ‌بنفش')}`);
    expect(none.body).toEqual({ filter_user: [], filter_message: [] });
  });
});

describe('admin chat: it remembers', () => {
  it('a pupil’s message reaches support’s list unread; support’s answer reaches the pupil', async () => {
    const { get, postForm } = chatClient();
    const unreadBefore = (await get('student', '/chat/unread/')).body.count;
    const sent = await postForm('student', '/chat/message/', {
      receiver: '501',
      message: 'سلام، آزمون من باز نمی‌شود.',
    });
    expect(sent.status).toBe(201);
    let list: Item[] = (await get('admin', '/admin/chat/users/')).body.filter_user;
    expect(list[0]).toMatchObject({ id: 101, unread_count: 3, last_message: 'سلام، آزمون من باز نمی‌شود.' });
    await get('admin', '/admin/chat/101/');
    list = (await get('admin', '/admin/chat/users/')).body.filter_user;
    expect(list.find((i) => i.id === 101)!.unread_count).toBe(0);

    const answer = await postForm('admin', '/admin/chat/message/', {
      receiver: '101',
      message: 'سلام سارا جان،\nبررسی می‌کنم.',
    });
    expect(answer.body).toMatchObject({
      sender: 501,
      receiver: 101,
      role: 'SYS_ADMIN',
      message: 'سلام سارا جان،\nبررسی می‌کنم.',
    });
    expect((await get('student', '/chat/unread/')).body.count).toBe(unreadBefore + 1);
    const thread = await get('student', '/chat/message/?userId=501');
    expect(thread.body.messages.at(-1)).toEqual(answer.body);
    expect((await get('student', '/chat/unread/')).body.count).toBe(unreadBefore);
  });

  it('a new conversation shows in the list; an image is stored under the app’s own address', async () => {
    const { get, postForm, world } = chatClient();
    const newcomer = world.people.find((p) => p.role === 'student' && !partnersOf(world, 501).includes(p.id))!;
    const sent = await postForm(newcomer.username, '/chat/message/', { receiver: '501', image: PNG });
    expect(sent.body).toMatchObject({ message: null, sender: newcomer.id });
    expect(sent.body.image).toMatch(/^chat\/\d{4}\/\d{2}\/\d{2}\/upload-\d+\.png$/);
    expect(sent.body.url).toMatch(/^\/uploads\/chat\/\d+\.png$/);
    const list: Item[] = (await get('admin', '/admin/chat/users/')).body.filter_user;
    expect(list.find((i) => i.id === newcomer.id)).toMatchObject({ unread_count: 1, last_message: '🖼 تصویر' });
  });

  it('edits only support’s own text messages', async () => {
    const { call, get, postForm } = chatClient();
    const text = (await postForm('admin', '/admin/chat/message/', { receiver: '301', message: 'گزارش درست شد.' })).body;
    const image = (await postForm('admin', '/admin/chat/message/', { receiver: '301', image: PNG })).body;
    const theirs: Msg = (await get('admin', '/admin/chat/301/')).body.messages.find((m: Msg) => m.sender === 301);
    const edit = (id: number, message: string) => call('admin', 'PATCH', '/admin/chat/message/', { id, message });
    expect((await edit(text.id, 'گزارش کلاس درست شد.')).body).toMatchObject({
      id: text.id,
      message: 'گزارش کلاس درست شد.',
    });
    expect((await get('school', '/chat/message/?userId=501')).body.messages.at(-2).message).toBe('گزارش کلاس درست شد.');
    expect((await edit(image.id, 'متن')).status).toBe(400);
    expect((await edit(theirs.id, 'متن')).status).toBe(403);
    expect((await edit(999_999, 'متن')).status).toBe(404);
    expect((await edit(text.id, '   ')).status).toBe(400);
  });

  it('deletes only support’s own messages, for both parties', async () => {
    const { call, get, postForm } = chatClient();
    const sent = (await postForm('admin', '/admin/chat/message/', { receiver: '115', message: 'پیام اشتباهی' })).body;
    const theirs: Msg = (await get('admin', '/admin/chat/115/')).body.messages.find((m: Msg) => m.sender === 115);
    expect((await call('admin', 'DELETE', `/admin/chat/message/?id=${sent.id}`)).body).toEqual({
      detail: 'پیام با موفقیت حذف شد.',
    });
    expect((await get('admin', '/admin/chat/115/')).body.messages.some((m: Msg) => m.id === sent.id)).toBe(false);
    expect((await get('s115', '/chat/message/?userId=501')).body.messages.some((m: Msg) => m.id === sent.id)).toBe(
      false,
    );
    expect((await call('admin', 'DELETE', `/admin/chat/message/?id=${theirs.id}`)).status).toBe(403);
    expect((await call('admin', 'DELETE', `/admin/chat/message/?id=${sent.id}`)).status).toBe(404);
  });

  it('refuses an empty message, text and image together, or a file that is not an image', async () => {
    const { postForm } = chatClient();
    const empty = await postForm('admin', '/admin/chat/message/', { receiver: '101', message: '  \n ' });
    expect(empty).toEqual({ status: 400, body: { detail: 'پیام خالی است؛ یک متن یا یک تصویر بفرستید.' } });
    expect(
      (await postForm('admin', '/admin/chat/message/', { receiver: '101', message: 'x', image: PNG })).status,
    ).toBe(400);
    const pdf = { name: 'a.pdf', type: 'application/pdf', bytes: 10 };
    expect((await postForm('admin', '/admin/chat/message/', { receiver: '101', image: pdf })).status).toBe(400);
    expect((await postForm('admin', '/admin/chat/message/', { receiver: '987654', message: 'سلام' })).status).toBe(400);
  });
});

describe('admin chat: the large world', () => {
  it('pages the 5,000-message thread back to its first message', async () => {
    const { get } = chatClient({ large: true });
    const seen: number[] = [];
    let url = '/admin/chat/301/';
    for (let guard = 0; guard < 200; guard += 1) {
      const { body } = await get('admin', url);
      const ids = body.messages.map((m: Msg) => m.id);
      // 5,000 is a multiple of 50: every page is full.
      expect(ids.length).toBe(50);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      if (seen.length) expect(ids.at(-1)).toBeLessThan(seen[0]!);
      seen.unshift(...ids);
      if (!body.has_more) break;
      url = `/admin/chat/301/?beforeId=${ids[0]}`;
    }
    expect(seen.length).toBe(5000);
    expect(new Set(seen).size).toBe(5000);
  }, 120_000);
});
