/**
 * Notifications per user (ActiveUser.notifications): a few from the school year so far, and
 * the ones areas add as users act (a new homework, a teacher's comment…) through `notify`.
 */
import type { World } from './build.ts';
import { dayAt, isoDateTime } from './calendar.ts';
import { MARYAM_ID, SARA_ID } from './people.ts';

export interface NotificationRec {
  id: number;
  title: string;
  body: string;
  created_at: string;
  is_read: boolean;
}

function build(world: World): Map<number, NotificationRec[]> {
  const now = world.builtAt;
  return new Map([
    [
      SARA_ID,
      [
        {
          id: 7001,
          title: 'خوش آمدی!',
          body: 'سال تحصیلی تازه شروع شد؛ هر روز کمی تمرین کن.',
          created_at: isoDateTime(dayAt(now, -55, 8 * 60)),
          is_read: true,
        },
        {
          id: 7002,
          title: 'جام برنز',
          body: 'در یک مهارت به امتیاز ۸۰ رسیدی و جام برنز گرفتی.',
          created_at: isoDateTime(dayAt(now, -3, 18 * 60 + 20)),
          is_read: false,
        },
      ],
    ],
    [
      MARYAM_ID,
      [
        {
          id: 7101,
          title: 'گزارش هفتگی',
          body: 'گزارش هفتگی کلاس‌های چهارم آماده است.',
          created_at: isoDateTime(dayAt(now, -1, 7 * 60)),
          is_read: false,
        },
      ],
    ],
  ]);
}

export function notificationsOf(world: World, userId: number): NotificationRec[] {
  return world.part('notifications', build).get(userId) ?? [];
}

/** Adds a notification for `userId`, newest first. */
export function notify(world: World, userId: number, title: string, body: string): NotificationRec {
  const all = world.part('notifications', build);
  const record = {
    id: world.nextId('notification', 8000),
    title,
    body,
    created_at: isoDateTime(world.now()),
    is_read: false,
  };
  all.set(userId, [record, ...(all.get(userId) ?? [])]);
  return record;
}
