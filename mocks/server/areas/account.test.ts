import { describe, expect, it } from 'vitest';
import { worldClient } from '../harness.ts';

describe('account', () => {
  it('signs the demo accounts in as the world knows them', async () => {
    const { call } = worldClient();
    const sara = await call(null, 'POST', '/auth/login/', { username: 'student', password: 'x' });
    expect(sara.status).toBe(200);
    expect(sara.body.user).toMatchObject({
      id: 101,
      first_name: 'سارا',
      school_name: 'دبستان شهید باهنر',
      class: { id: 41, name: 'چهارم الف' },
    });
    expect(sara.body.courses.map((c: { id: number }) => c.id)).toEqual([401, 402, 403]);
    const wrong = await call(null, 'POST', '/auth/login/', { username: 'nobody', password: 'x' });
    expect(wrong).toEqual({ status: 400, body: { detail: 'نام کاربری یا رمز عبور اشتباه است.' } });
  });

  it('lists the users sharing a phone, and signs one in', async () => {
    const { call } = worldClient();
    const list = await call(null, 'POST', '/auth/login/', { phone: '09121234567', code: '12345' });
    expect(list.body.users.map((u: { username: string }) => u.username)).toEqual(['student', 'teacher']);
    const teacher = await call(null, 'POST', '/auth/login/', {
      phone: '09121234567',
      code: '12345',
      username: 'teacher',
    });
    expect(teacher.body.user.classes.map((c: { id: number }) => c.id)).toEqual([41, 42]);
    const single = await call(null, 'POST', '/auth/login/', { phone: '09131112233', code: '1234' });
    expect(single.body.users.map((u: { username: string }) => u.username)).toEqual(['school']);
  });

  it('remembers a profile edit on the next read', async () => {
    const { call, get } = worldClient();
    await call('student', 'PATCH', '/member/profile/', { theme: 'green', city: 'کاشان', phone: '09135556677' });
    const profile = await get('student', '/member/profile/');
    expect(profile.body).toMatchObject({ theme: 'green', city: 'کاشان', phone: '09135556677' });
    // A phone in another digit set is the app's to convert: the contract refuses it.
    expect((await call('student', 'PATCH', '/member/profile/', { phone: '۰۹۱۳۵۵۵۶۶۷۷' })).status).toBe(400);
    expect((await get('student', '/member/profile/brief')).body.class_name).toBe('چهارم الف');
  });

  it('answers 401 without a token', async () => {
    const { get } = worldClient();
    expect((await get(null, '/member/profile/')).status).toBe(401);
  });

  it('signs any pupil or teacher of the world in by username', async () => {
    const { call } = worldClient();
    const pupil = await call(null, 'POST', '/auth/login/', { username: 's153', password: 'x' });
    expect(pupil.body.user).toMatchObject({ id: 153, role: 'student', school_name: 'دبستان شهید باهنر' });
    const teacher = await call(null, 'POST', '/auth/login/', { username: 't202', password: 'x' });
    expect(teacher.body.user.role).toBe('teacher');
  });
});
