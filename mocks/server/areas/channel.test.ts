import { describe, expect, it } from 'vitest';
import { channelMessages } from '../../world/conversations.ts';
import { notificationsOf } from '../../world/notifications.ts';
import { chatClient } from './chat-testing.ts';

type Post = { id: number; message: string; created_at: string; is_mine: boolean; edited_at: string | null };
const MATH4 = 401;

describe('class channel: reading', () => {
  it('the class’s pupils and teacher read it newest first, paged with true counts', async () => {
    const { get, world } = chatClient();
    const total = channelMessages(world, 41, MATH4).length;
    expect(total).toBeGreaterThanOrEqual(5);
    const first = await get('student', `/channel/messages/?classId=41&courseId=${MATH4}&size=3`);
    expect(first.body).toMatchObject({ count: total, page: 1, size: 3, total_pages: Math.ceil(total / 3) });
    const times = first.body.results.map((p: Post) => p.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const second = await get('student', `/channel/messages/?classId=41&courseId=${MATH4}&size=3&page=2`);
    expect(second.body.results[0].created_at <= times.at(-1)).toBe(true);
    expect(first.body.results.every((p: Post) => !p.is_mine)).toBe(true);
    const teacher = await get('teacher', `/channel/messages/?classId=41&courseId=${MATH4}`);
    expect(teacher.body.count).toBe(total);
    expect(teacher.body.results.every((p: Post) => p.is_mine)).toBe(true);
  });

  it('two channels hold different messages; others’ classes answer 404', async () => {
    const { get, world } = chatClient();
    const math = await get('student', `/channel/messages/?classId=41&courseId=${MATH4}`);
    const persian = await get('student', '/channel/messages/?classId=41&courseId=402');
    expect(math.body.results[0].id).not.toBe(persian.body.results[0].id);
    expect(persian.body.results.every((p: { course_id: number }) => p.course_id === 402)).toBe(true);
    const pupilOf42 = world.pupilsOf(42)[0]!.username;
    expect((await get(pupilOf42, `/channel/messages/?classId=41&courseId=${MATH4}`)).status).toBe(404);
    const otherTeacher = world.people.find((p) => p.role === 'teacher' && p.school_id === 2)!.username;
    expect((await get(otherTeacher, `/channel/messages/?classId=41&courseId=${MATH4}`)).status).toBe(404);
    expect((await get('school', `/channel/messages/?classId=41&courseId=${MATH4}`)).status).toBe(404);
    expect((await get('student', '/channel/messages/?classId=41&courseId=501')).status).toBe(404);
    expect((await get('student', `/channel/messages/?classId=99999&courseId=${MATH4}`)).status).toBe(404);
  });
});

describe('class channel: writing', () => {
  it('a teacher’s post reaches the class’s pupils (and a notification), not another class', async () => {
    const { call, get, world } = chatClient();
    const text = 'بچه‌ها، آزمون فصل ۲ هفتهٔ بعد است. «ضرب عددهای دورقمی» را مرور کنید.';
    const posted = await call('teacher', 'POST', '/channel/messages/', { classId: 41, courseId: MATH4, message: text });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      class_id: 41,
      course_id: MATH4,
      message: text,
      is_mine: true,
      edited_at: null,
    });
    expect(posted.body.sender).toMatchObject({ id: 201, first_name: 'مریم', last_name: 'رضایی', role: 'teacher' });
    const sara = await get('student', `/channel/messages/?classId=41&courseId=${MATH4}`);
    expect(sara.body.results[0]).toEqual({ ...posted.body, is_mine: false });
    expect(notificationsOf(world, 101)[0]!.body).toContain('چهارم الف');
    const pupilOf42 = world.pupilsOf(42)[0]!;
    const other = await get(pupilOf42.username, `/channel/messages/?classId=42&courseId=${MATH4}`);
    expect(other.body.results.some((p: Post) => p.id === posted.body.id)).toBe(false);
  });

  it('only the class’s teacher posts; an empty text is refused', async () => {
    const { call, world } = chatClient();
    const post = (as: string, message = 'سلام') =>
      call(as, 'POST', '/channel/messages/', { classId: 41, courseId: MATH4, message });
    expect((await post('student')).status).toBe(403);
    expect((await post(world.people.find((p) => p.role === 'teacher' && p.school_id === 2)!.username)).status).toBe(
      403,
    );
    expect((await post('teacher', '  ')).status).toBe(400);
    expect(
      (await call('teacher', 'POST', '/channel/messages/', { classId: 41, courseId: 501, message: 'x' })).status,
    ).toBe(404);
  });

  it('edits and deletes only one’s own posts', async () => {
    const { call, get } = chatClient();
    const posted = (
      await call('teacher', 'POST', '/channel/messages/', {
        classId: 41,
        courseId: MATH4,
        message: 'فردا کلاس نداریم.',
      })
    ).body;
    const edited = await call('teacher', 'PATCH', `/channel/message/${posted.id}`, { message: 'پس‌فردا کلاس نداریم.' });
    expect(edited.body).toMatchObject({ id: posted.id, message: 'پس‌فردا کلاس نداریم.' });
    expect(edited.body.edited_at).not.toBeNull();
    const read = await get('student', `/channel/messages/?classId=41&courseId=${MATH4}`);
    expect(read.body.results[0].message).toBe('پس‌فردا کلاس نداریم.');
    expect((await call('student', 'PATCH', `/channel/message/${posted.id}`, { message: 'x' })).status).toBe(403);
    expect((await call('student', 'DELETE', `/channel/message/${posted.id}`)).status).toBe(403);
    expect((await call('teacher', 'PATCH', '/channel/message/999999999', { message: 'x' })).status).toBe(404);
    const count = read.body.count;
    expect((await call('teacher', 'DELETE', `/channel/message/${posted.id}`)).body).toEqual({
      detail: 'پیام با موفقیت حذف شد.',
    });
    const after = await get('student', `/channel/messages/?classId=41&courseId=${MATH4}`);
    expect(after.body.count).toBe(count - 1);
    expect(after.body.results.some((p: Post) => p.id === posted.id)).toBe(false);
    expect((await call('teacher', 'DELETE', `/channel/message/${posted.id}`)).status).toBe(404);
  });

  it('a seeded post is found by its id before anyone read the channel', async () => {
    const { call, world } = chatClient();
    const first = channelMessages(chatClient().world, 41, MATH4)[0]!;
    const edited = await call('teacher', 'PATCH', `/channel/message/${first.id}`, { message: 'آفرین به همه 🌸' });
    expect(edited.body).toMatchObject({ id: first.id, class_id: 41, course_id: MATH4, message: 'آفرین به همه 🌸' });
    expect(channelMessages(world, 41, MATH4)[0]!.message).toBe('آفرین به همه 🌸');
  });
});
