import { describe, expect, it } from 'vitest';
import { cupsOf } from '../../world/rewards.ts';
import { worldClient } from '../harness.ts';

describe('the pupil’s rewards and class', () => {
  it('counts cups as the earned bronze, gold and silver cups, and the new ones drop once opened', async () => {
    const { get } = worldClient();
    const all = await get('student', '/member/badges/');
    const cups = all.body.badges.filter((b: { kind: string; earned_at: string | null }) => b.kind === 'cup');
    expect(all.body.cups_total).toBe(cups.length);
    expect(cups.every((b: { cup_level: string }) => ['bronze', 'gold', 'silver'].includes(b.cup_level))).toBe(true);
    expect(all.body.badges.filter((b: { kind: string }) => b.kind === 'badge').length).toBe(12);

    const before = await get('student', '/member/badges/new-badges-count/');
    const fresh = await get('student', '/member/badges/new-badges/');
    expect(before.body).toEqual({ count: fresh.body.length, gamification_enabled: true });
    expect(before.body.count).toBeGreaterThan(0);
    const opened = await get('student', `/member/badges/badge/${fresh.body[0].id}/`);
    expect(opened.body).toMatchObject({ id: fresh.body[0].id, is_new: false });
    expect((await get('student', '/member/badges/new-badges-count/')).body.count).toBe(before.body.count - 1);
    expect((await get('student', '/member/badges/badge/999999999/')).status).toBe(404);
  });

  it('lists classmates by name, like the class register, never ranked by cups', async () => {
    const { get } = worldClient();
    const { students } = (await get('student', '/member/profile/class/41/')).body as {
      students: { first_name: string; last_name: string; cups: number }[];
    };
    const byName = [...students].sort(
      (a, b) => a.last_name.localeCompare(b.last_name, 'fa') || a.first_name.localeCompare(b.first_name, 'fa'),
    );
    expect(students).toEqual(byName);
    const byCups = [...students].sort((a, b) => b.cups - a.cups);
    expect(students).not.toEqual(byCups);
  });

  it('hides badges, cups and the count while the school has gamification off', async () => {
    const { get, world } = worldClient();
    world.school(1)!.gamification.status = 'off';
    expect((await get('student', '/member/badges/new-badges-count/')).body).toEqual({
      count: 0,
      gamification_enabled: false,
    });
    expect((await get('student', '/member/badges/')).body).toEqual({ cups_total: 0, badges_earned: 0, badges: [] });
    const page = await get('student', '/member/profile/class/41/');
    expect(page.body.students.every((s: { cups: number }) => s.cups === 0)).toBe(true);
    world.school(1)!.gamification.status = 'on';
    expect((await get('student', '/member/badges/new-badges-count/')).body.count).toBeGreaterThan(0);
  });

  it('locks avatars by cups and wears the chosen one everywhere', async () => {
    const { call, get, world } = worldClient();
    const cups = cupsOf(world, 101);
    const avatars = await get('student', '/member/profile/avatars/');
    for (const a of avatars.body) expect(a.locked).toBe(cups < a.cups_required);
    const locked = avatars.body.find((a: { locked: boolean }) => a.locked);
    expect((await call('student', 'POST', '/member/profile/avatar/select/', { avatar_id: locked.id })).status).toBe(
      400,
    );
    expect((await call('student', 'POST', '/member/profile/avatar/select/', { avatar_id: 999 })).status).toBe(404);
    const chosen = await call('student', 'POST', '/member/profile/avatar/select/', { avatar_id: 2 });
    expect(chosen.body).toEqual({ profile_url: '/media/avatars/owl.svg' });
    expect((await get('student', '/member/profile/')).body.profile_url).toBe('/media/avatars/owl.svg');
    const again = await get('student', '/member/profile/avatars/');
    expect(again.body.find((a: { selected: boolean }) => a.selected).id).toBe(2);
    const page = await get('student', '/member/profile/class/41/');
    expect(page.body.students.find((s: { id: number }) => s.id === 101).profile_url).toBe('/media/avatars/owl.svg');
  });

  it('shows a classmate, never a pupil of another class', async () => {
    const { get, world } = worldClient();
    const page = await get('student', '/member/profile/class/41/');
    expect(page.body.students_count).toBe(world.pupilsOf(41).length);
    expect((await get('student', '/member/profile/class/42/')).status).toBe(404);
    const mate = world.pupilsOf(41)[3]!;
    const profile = await get('student', `/member/profile/student/${mate.id}/`);
    expect(profile.body).toMatchObject({ id: mate.id, class_name: 'چهارم الف', cups: cupsOf(world, mate.id) });
    expect(profile.body.badges.every((b: { is_new: boolean }) => !b.is_new)).toBe(true);
    const stranger = world.pupilsOf(42)[0]!;
    expect((await get('student', `/member/profile/student/${stranger.id}/`)).status).toBe(404);
  });

  it('marks the user’s own notification read, and only theirs', async () => {
    const { call, get } = worldClient();
    const read = await call('student', 'PATCH', '/member/notification/7002/', { is_read: true });
    expect(read.body).toMatchObject({ id: 7002, is_read: true });
    const profile = await get('student', '/member/profile/');
    expect(profile.body.notifications.find((n: { id: number }) => n.id === 7002).is_read).toBe(true);
    expect((await call('student', 'PATCH', '/member/notification/7101/', { is_read: true })).status).toBe(404);
  });

  it('counts cups as cups and badges as badges for every pupil, the same on every page that shows them', async () => {
    interface B {
      id: number;
      kind: 'badge' | 'cup';
      earned_at: string | null;
      is_new: boolean;
    }
    const { get, world } = worldClient();
    let pupils = 0;
    for (const school of world.schools) {
      const manager = world.person(school.manager_id)!.username;
      for (const cls of world.classesOf(school.id)) {
        const mates = (await get(world.pupilsOf(cls.id)[0]!.username, `/member/profile/class/${cls.id}/`)).body
          .students;
        for (const pupil of world.pupilsOf(cls.id)) {
          pupils += 1;
          const all = (await get(pupil.username, '/member/badges/')).body;
          const earned = (all.badges as B[]).filter((b) => b.earned_at !== null);
          const cups = earned.filter((b) => b.kind === 'cup').length;
          const badges = earned.filter((b) => b.kind === 'badge').length;
          expect([all.cups_total, all.badges_earned], `pupil ${pupil.id}`).toEqual([cups, badges]);
          // The count the dashboard shows is the new list, cups and badges together, never badges alone.
          const count = (await get(pupil.username, '/member/badges/new-badges-count/')).body.count;
          const fresh: B[] = (await get(pupil.username, '/member/badges/new-badges/')).body;
          expect(count, `pupil ${pupil.id}`).toBe(fresh.length);
          expect(fresh.map((b) => b.id)).toEqual(earned.filter((b) => b.is_new).map((b) => b.id));
          const mate = mates.find((m: { id: number }) => m.id === pupil.id);
          expect([mate.cups, mate.badges_count], `pupil ${pupil.id}`).toEqual([cups, badges]);
          if (school.gamification.status === 'off') continue;
          const record = (await get(manager, `/school/dashboard/class/student/${pupil.id}/`)).body;
          expect([record.cups_count, record.badges_count], `pupil ${pupil.id}`).toEqual([cups, badges]);
        }
      }
    }
    const sara = (await get('student', '/member/profile/student/101/')).body;
    const mine = (await get('student', '/member/badges/')).body;
    expect(sara.cups).toBe(mine.cups_total);
    expect(sara.badges.length).toBe(mine.badges_earned);
    expect(pupils).toBeGreaterThan(1000);
  }, 120_000);
});
