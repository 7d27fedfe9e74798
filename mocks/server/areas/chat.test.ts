import { describe, expect, it } from 'vitest';
import { threadBetween } from '../../world/conversations.ts';
import { chatClient } from './chat-testing.ts';

type Item = { id: number; unread_count: number; last_message: string | null; subtitle: string };
type Msg = { id: number; message: string | null; sender: number; receiver: number };

describe('chat: who talks to whom', () => {
  it('a pupil sees her class teacher and support; a teacher her pupils, manager and support', async () => {
    const { get, world } = chatClient();
    const sara: Item[] = (await get('student', '/chat/users/')).body;
    expect(sara.map((i) => i.id).sort()).toEqual([201, 501]);
    expect(sara.find((i) => i.id === 201)!.subtitle).toBe('معلم چهارم الف');
    const maryam: Item[] = (await get('teacher', '/chat/users/')).body;
    const pupils = [...world.pupilsOf(41), ...world.pupilsOf(42)].map((p) => p.id);
    expect(maryam.map((i) => i.id).sort((a, b) => a - b)).toEqual([...pupils, 301, 501].sort((a, b) => a - b));
    const manager: Item[] = (await get('school', '/chat/users/')).body;
    const teachers = new Set(world.classesOf(1).map((c) => c.teacher_id));
    expect(manager.map((i) => i.id).sort((a, b) => a - b)).toEqual(
      [...teachers, 501].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect((await get('organization', '/chat/users/')).body).toEqual([]);
    expect((await get('admin', '/chat/users/')).body).toEqual([]);
  });

  it('lists unread conversations first with true counts and last messages', async () => {
    const { get, world } = chatClient();
    const items: Item[] = (await get('teacher', '/chat/users/')).body;
    expect(items.find((i) => i.id === 101)).toMatchObject({
      unread_count: 1,
      last_message: 'ممنون خانم، فهمیدم! ۷۵۶ شد. 🌸',
    });
    const firstRead = items.findIndex((i) => i.unread_count === 0);
    expect(firstRead).toBeGreaterThan(0);
    expect(items.slice(firstRead).every((i) => i.unread_count === 0)).toBe(true);
    for (const item of items) {
      const thread = threadBetween(world, 201, item.id);
      expect(item.unread_count).toBe(thread.filter((m) => m.receiver === 201 && !m.read).length);
    }
  });

  it('opens the asked thread and refuses a user one may not talk to', async () => {
    const { get, world } = chatClient();
    const withTeacher = await get('student', '/chat/message/?userId=201');
    expect(withTeacher.body).toMatchObject({
      role: 'TEACHER',
      full_name: 'مریم رضایی',
      school_name: 'دبستان شهید باهنر',
    });
    const withSupport = await get('student', '/chat/message/?userId=501');
    expect(withSupport.body).toMatchObject({
      role: 'SYS_ADMIN',
      full_name: 'نرگس صادقی',
      school_name: 'پشتیبانی دانش',
    });
    expect(withSupport.body.messages.map((m: Msg) => m.id)).not.toEqual(
      withTeacher.body.messages.map((m: Msg) => m.id),
    );
    const otherTeacher = world.classRec(52)!.teacher_id!;
    expect((await get('student', `/chat/message/?userId=${otherTeacher}`)).status).toBe(403);
    expect((await get('student', '/chat/message/?userId=102')).status).toBe(403);
    expect((await get('organization', '/chat/message/?userId=501')).status).toBe(403);
  });
});

describe('chat: it remembers', () => {
  it('a pupil’s message reaches the teacher unread, and reading it clears the badge', async () => {
    const { get, postForm } = chatClient();
    const before = (await get('teacher', '/chat/unread/')).body.count;
    const sent = await postForm('student', '/chat/message/', { receiver: '201', message: 'خانم، تکلیف را فرستادم.' });
    expect(sent).toMatchObject({ status: 201, body: { sender: 101, receiver: 201, role: 'STUDENT', image: null } });
    expect((await get('teacher', '/chat/unread/')).body.count).toBe(before + 1);
    const list: Item[] = (await get('teacher', '/chat/users/')).body;
    expect(list[0]).toMatchObject({ id: 101, unread_count: 2, last_message: 'خانم، تکلیف را فرستادم.' });
    const thread = await get('teacher', '/chat/message/?userId=101');
    expect(thread.body.messages.at(-1)).toEqual(sent.body);
    expect((await get('teacher', '/chat/unread/')).body.count).toBe(before - 1);
    expect((await get('student', '/chat/message/?userId=201')).body.messages.at(-1)).toEqual(sent.body);
  });

  it('stores text exactly as written and refuses an empty message', async () => {
    const { postForm } = chatClient();
    const text = '<b>سلام</b> & «۱۲»\nخط دوم';
    expect((await postForm('student', '/chat/message/', { receiver: '501', message: text })).body.message).toBe(text);
    const empty = await postForm('student', '/chat/message/', { receiver: '501', message: '   ' });
    expect(empty).toEqual({ status: 400, body: { detail: 'پیام خالی است؛ یک متن یا یک تصویر بفرستید.' } });
    expect((await postForm('student', '/chat/message/', { receiver: '102', message: 'سلام' })).status).toBe(403);
  });

  it('pages older messages with beforeId', async () => {
    const { get, postForm, world } = chatClient();
    const seeded = threadBetween(world, 101, 501).length;
    for (let i = 0; i < 60; i += 1)
      await postForm('student', '/chat/message/', { receiver: '501', message: `پیام ${i}` });
    const newest = await get('student', '/chat/message/?userId=501');
    expect(newest.body.messages).toHaveLength(50);
    expect(newest.body.has_more).toBe(true);
    expect(newest.body.messages.at(-1).message).toBe('پیام 59');
    const older = await get('student', `/chat/message/?userId=501&beforeId=${newest.body.messages[0].id}`);
    expect(older.body.has_more).toBe(false);
    expect(older.body.messages.at(-1).id).toBeLessThan(newest.body.messages[0].id);
    expect(older.body.messages.length + 50).toBe(60 + seeded);
  });
});

describe('chat: a user edits and deletes her own messages', () => {
  it('edits only her own text, and the other party reads the new text', async () => {
    const { call, get, postForm } = chatClient();
    const sent = (await postForm('student', '/chat/message/', { receiver: '501', message: 'کد کار نمی‌کند' })).body;
    const theirs: Msg = (await get('student', '/chat/message/?userId=501')).body.messages.find(
      (m: Msg) => m.sender === 501,
    );
    const edit = (id: number, message: string) => call('student', 'PATCH', '/chat/message/', { id, message });
    expect((await edit(sent.id, 'کد تخفیف کار نمی‌کند')).body).toMatchObject({
      id: sent.id,
      message: 'کد تخفیف کار نمی‌کند',
    });
    const adminSide: Msg[] = (await get('admin', '/admin/chat/101/')).body.messages;
    expect(adminSide.find((m) => m.id === sent.id)!.message).toBe('کد تخفیف کار نمی‌کند');
    expect((await edit(theirs.id, 'متن')).status).toBe(403);
    expect((await edit(sent.id, ' ')).status).toBe(400);
  });

  it('deletes only her own message, for both parties', async () => {
    const { call, get, postForm } = chatClient();
    const sent = (await postForm('teacher', '/chat/message/', { receiver: '501', message: 'اشتباهی' })).body;
    expect((await call('teacher', 'DELETE', `/chat/message/?id=${sent.id}`)).body).toEqual({
      detail: 'پیام با موفقیت حذف شد.',
    });
    const adminSide: Msg[] = (await get('admin', '/admin/chat/201/')).body.messages;
    expect(adminSide.some((m) => m.id === sent.id)).toBe(false);
    const theirs = adminSide.find((m) => m.sender === 501)!;
    expect((await call('teacher', 'DELETE', `/chat/message/?id=${theirs.id}`)).status).toBe(403);
    expect((await call('teacher', 'DELETE', `/chat/message/?id=${sent.id}`)).status).toBe(404);
  });
});
