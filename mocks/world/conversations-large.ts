/**
 * The `large` world's long thread: the manager (301) and support exchanged 5,000 messages over
 * the last five months (school-day hours), so the admin chat's older-messages paging and
 * scrolling to a message far back can be tried. Seeded by position, the same every build.
 */
import type { World } from './build.ts';
import { dayAt } from './calendar.ts';
import type { DraftMessage } from './conversations-types.ts';
import { fa } from './conversations-script.ts';
import { DEMO_SCHOOL_ID, MANAGER_ID, SUPPORT_ID } from './people.ts';
import { hash, hashInt, hashPick } from './random.ts';

export const LARGE_THREAD_SIZE = 5000;
export const LARGE_THREAD_USER = MANAGER_ID;
const DAYS = 150;

const MANAGER_LINES = [
  (c: string) => `گزارش کلاس ${c} به‌روز نشده است.`,
  (c: string) => `دو دانش‌آموز تازه در کلاس ${c} داریم.`,
  (c: string) => `معلم کلاس ${c} نمی‌تواند تکلیف تازه بسازد.`,
  (c: string) => `لطفاً نمودار پیشرفت کلاس ${c} را بررسی کنید.`,
  () => 'فاکتور این ماه را لازم داریم.',
  () => 'رمز یکی از معلم‌ها باید بازنشانی شود.',
  () => 'جلسهٔ آموزش معلم‌ها را کی برگزار می‌کنید؟',
  () => 'ممنون، درست شد.',
];

const SUPPORT_LINES = [
  'بررسی شد و درست شد؛ لطفاً صفحه را دوباره باز کنید.',
  'نام و شمارهٔ ولی را بفرستید تا اضافه کنیم.',
  'انجام شد. اگر باز هم مشکلی بود خبر بدهید.',
  'در حال بررسی است؛ تا یک ساعت دیگر خبر می‌دهیم.',
  'فاکتور پیوست شد.',
  'خواهش می‌کنم، موفق باشید.',
];

export function largeSupportThread(world: World): DraftMessage[] {
  if (!world.large || world.person(MANAGER_ID)?.role !== 'school') return [];
  const classes = world.classesOf(DEMO_SCHOOL_ID).map((c) => c.name);
  const perDay = LARGE_THREAD_SIZE / DAYS;
  const drafts: DraftMessage[] = [];
  for (let i = 0; i < LARGE_THREAD_SIZE; i += 1) {
    const day = Math.floor(i / perDay);
    const slot = i - Math.ceil(day * perDay);
    // Spread the day's messages over office hours (08:00–20:00), in order.
    const minute = 8 * 60 + Math.floor(((slot + 0.5) * 720) / Math.ceil(perDay)) + hashInt(0, 9, 'large-min', i);
    const at = dayAt(world.builtAt, -DAYS + day, minute).getTime() + hashInt(0, 59, 'large-s', i) * 1000;
    const fromManager = hash('large-side', i) < 0.55;
    const text = fromManager
      ? hashPick(MANAGER_LINES, 'large-m', i)(hashPick(classes, 'large-c', i))
      : `${hashPick(SUPPORT_LINES, 'large-a', i)} (پیگیری ${fa(1000 + i)})`;
    drafts.push({
      sender: fromManager ? MANAGER_ID : SUPPORT_ID,
      receiver: fromManager ? SUPPORT_ID : MANAGER_ID,
      text,
      at,
      // The manager's last words are still waiting for support.
      read: !(fromManager && i >= LARGE_THREAD_SIZE - 2),
    });
  }
  return drafts;
}
