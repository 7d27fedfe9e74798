import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '../../world/curriculum/index.ts';
import { tokenFor, worldClient } from '../harness.ts';

/** Posts one image field as multipart/form-data, as the app's upload does. */
async function upload(
  client: ReturnType<typeof worldClient>,
  as: string,
  file?: { bytes: number; type: string; name: string },
) {
  const form = new FormData();
  if (file) form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  else form.append('note', 'no file');
  const request = new Request('http://world.invalid/', { method: 'POST', body: form });
  const reply = await client.dispatcher.answer(
    {
      method: 'POST',
      path: '/auth/set-profile-picture/',
      query: new URLSearchParams(),
      authorization: `Bearer ${await tokenFor(client.world, as)}`,
      contentType: request.headers.get('content-type') ?? undefined,
      body: new Uint8Array(await request.arrayBuffer()),
    },
    client.world,
  );
  return reply!;
}

const REGISTER = {
  first_name: 'آرمان',
  last_name: 'نوری',
  username: 'arman.nouri',
  password: 'golestan1405',
  phone: '09137654321',
  code: '12345',
  grade: 'fourth',
  gender: 'MALE',
};

describe('account extras', () => {
  it('changes the password only with the current one, and then refuses the old one', async () => {
    const { call, world } = worldClient();
    const change = (old_password: string, new_password: string) =>
      call('student', 'POST', '/auth/edit-pass/', { old_password, new_password });
    expect(await change('any-password', 'sara-1405!')).toEqual({
      status: 200,
      body: { detail: 'رمز عبور شما تغییر کرد.' },
    });
    expect(world.person(101)!.password).toBe('sara-1405!');
    expect(await change('any-password', 'another-pass')).toEqual({
      status: 400,
      body: { detail: 'رمز عبور فعلی درست نیست.' },
    });
    const signIn = (password: string) => call(null, 'POST', '/auth/login/', { username: 'student', password });
    expect((await signIn('any-password')).status).toBe(400);
    expect((await signIn('sara-1405!')).status).toBe(200);
    expect((await change('sara-1405!', 'another-pass')).status).toBe(200);
  });

  it('stores an uploaded picture as the profile_url every list shows', async () => {
    const client = worldClient();
    const sent = await upload(client, 'student', { bytes: 120_000, type: 'image/png', name: 'sara.png' });
    expect(sent).toEqual({ status: 200, body: { profile_url: '/uploads/avatars/1.png' } });
    expect((await client.get('student', '/member/profile/')).body.profile_url).toBe('/uploads/avatars/1.png');
    const roster = await client.get('teacher', '/teacher/dashboard/students/classes/');
    const sara = roster.body
      .flatMap((c: { students: { id: number }[] }) => c.students)
      .find((s: { id: number }) => s.id === 101);
    expect(sara.profile_url).toBe('/uploads/avatars/1.png');
    const second = await upload(client, 'student', { bytes: 10, type: 'image/jpeg', name: 'me.jpeg' });
    expect(second.body).toEqual({ profile_url: '/uploads/avatars/2.jpg' });
  });

  it('refuses a picture of another type, over 2 MB, or none', async () => {
    const client = worldClient();
    const gif = await upload(client, 'student', { bytes: 100, type: 'image/gif', name: 'a.gif' });
    expect(gif).toEqual({ status: 400, body: { detail: 'فقط تصویرهای jpg، png یا webp پذیرفته می‌شود.' } });
    const big = await upload(client, 'student', { bytes: 2 * 1024 * 1024 + 1, type: 'image/webp', name: 'b.webp' });
    expect(big.body).toEqual({ detail: 'حجم تصویر باید حداکثر ۲ مگابایت باشد.' });
    expect((await upload(client, 'student')).body).toEqual({ detail: 'تصویری برای بارگذاری فرستاده نشده است.' });
    expect(client.world.person(101)!.profile_url).toBe('no-image');
  });

  it('checks codes like the phone sign-in, and resets the password of a phone the world knows', async () => {
    const { call, get, world } = worldClient();
    expect((await call(null, 'POST', '/auth/verify', { phone: '09121234567', code: '12345' })).body.verified).toBe(
      true,
    );
    expect((await call(null, 'POST', '/auth/verify', { phone: '09121234567', code: '00000' })).status).toBe(400);
    expect((await get(null, '/auth/reset-token?phone=09121234567')).body.status).toBe(1);
    expect((await get(null, '/auth/reset-token?phone=09990000000')).status).toBe(404);
    const reset = await call(null, 'POST', '/auth/reset-token/', {
      phone: '09121234567',
      code: '12345',
      password: 'new-secret-1',
    });
    expect(reset.status).toBe(200);
    // Sara and Maryam share the phone: the code proves the phone, so both accounts change.
    expect([world.person(101)!.password, world.person(201)!.password]).toEqual(['new-secret-1', 'new-secret-1']);
  });

  it('registers a real pupil: in the smallest class of the grade, on the teacher’s list, able to practise', async () => {
    const { call, get, world } = worldClient();
    const smallest = world
      .classesOf(1)
      .filter((c) => c.grade === 'fourth')
      .sort((a, b) => world.pupilsOf(a.id).length - world.pupilsOf(b.id).length || a.id - b.id)[0]!;
    const created = await call(null, 'POST', '/auth/register/', REGISTER);
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      username: 'arman.nouri',
      role: 'student',
      school_name: 'دبستان شهید باهنر',
      class: { id: smallest.id, grade: 'fourth' },
      plan: null,
    });
    const id = created.body.user.id as number;
    expect(world.person(id)!.first_name).toBe('آرمان');

    const roster = await get('teacher', '/teacher/dashboard/students/classes/');
    const own = roster.body.find((c: { class: { id: number } }) => c.class.id === smallest.id);
    expect(own.students.map((s: { id: number }) => s.id)).toContain(id);
    const records = await get('teacher', `/teacher/dashboard/student-records/?classId=${smallest.id}&size=100`);
    expect(records.body.results.map((r: { id: number }) => r.id)).toContain(id);

    const next = await get('arman.nouri', '/member/questions/?skillName=m4-compare-numbers');
    const question = QUESTIONS.find((q) => q.id === next.body.question.id)!;
    const answered = await call('arman.nouri', 'POST', '/member/questions/answer/', {
      question_id: question.id,
      answer: question.answer,
      time_spent_seconds: 20,
    });
    expect(answered.body).toMatchObject({ correct: true, smart_score_before: 0 });
    expect(answered.body.smart_score_after).toBeGreaterThan(0);
    expect((await get('arman.nouri', '/member/profile/')).body.class.id).toBe(smallest.id);

    const again = await call(null, 'POST', '/auth/register/', { ...REGISTER, username: 'Arman.Nouri' });
    expect(again).toEqual({ status: 400, body: { detail: 'این نام کاربری قبلاً گرفته شده است.' } });
    const wrongCode = await call(null, 'POST', '/auth/register/', {
      ...REGISTER,
      username: 'other.kid',
      code: '00000',
    });
    expect(wrongCode.status).toBe(400);
  });
});
