/** Persian text of the ordering and matching inputs (item texts arrive with Persian digits already). */
import { toPersianDigits } from '@/shared/digits';

const n = toPersianDigits;

/** Shared by both inputs: the verdict beside an item or a pair. */
export const arrangeMarks = {
  right: 'درست',
  wrong: 'نادرست',
} as const;

export const orderingText = {
  instructions: 'ترتیب را درست کن: کارت‌ها را بکش، یا با دکمه‌های بالا و پایین جابه‌جا کن.',
  /** Shown until the child moves something: the server's shuffled order is never sent unasked. */
  confirm: 'ترتیب همین درست است',
  rightOrder: 'ترتیب درست',
  /** Disabled with no answer sent (time ran out before the child moved anything). */
  noAnswer: 'ترتیبی فرستاده نشد.',
  position: (index: number) => n(index + 1),
  up: (item: string) => `«${item}» را یک خانه بالا ببر`,
  down: (item: string) => `«${item}» را یک خانه پایین ببر`,
  handle: (item: string) => `«${item}» را بکش و جابه‌جا کن`,
  /** A wrong item's mark: where it belongs. */
  belongsAt: (index: number) => `جایش ${n(index + 1)} است`,
  /** Read after a move by button, and by dnd-kit after a drag. */
  movedTo: (item: string, index: number, count: number) => `«${item}» رفت به جای ${n(index + 1)} از ${n(count)}.`,
  confirmed: 'ترتیب ثبت شد.',
  drag: {
    instructions:
      'برای برداشتن کارت، فاصله یا اینتر را بزن. با کلیدهای بالا و پایین جابه‌جایش کن. برای گذاشتن دوباره فاصله یا اینتر را بزن و برای پشیمان شدن اسکیپ را.',
    picked: (item: string, index: number, count: number) =>
      `«${item}» برداشته شد. در جای ${n(index + 1)} از ${n(count)} است.`,
    over: (item: string, index: number, count: number) => `«${item}» در جای ${n(index + 1)} از ${n(count)}.`,
    dropped: (item: string, index: number, count: number) =>
      `«${item}» در جای ${n(index + 1)} از ${n(count)} گذاشته شد.`,
    cancelled: (item: string) => `جابه‌جایی لغو شد. «${item}» سر جای خودش ماند.`,
  },
} as const;

export const matchingText = {
  instructions: 'یکی از ستون اول را بزن، بعد جفتش را در ستون دوم بزن. برای برداشتن جفت، دوباره رویش بزن.',
  firstColumn: 'ستون اول',
  secondColumn: 'ستون دوم',
  rightPairs: 'جفت‌های درست',
  /** A pair's number, shown on both of its items (colour is never the only sign). */
  pairNumber: (index: number) => n(index + 1),
  /** Read after a paired item's text (the badge itself is hidden from screen readers). */
  pairedWith: (pair: number, partner: string) => `(جفت ${n(pair + 1)} با «${partner}»)`,
  correctPair: (left: string, right: string) => `«${left}» با «${right}»`,
  unpaired: 'جفتی انتخاب نشد',
  selected: (item: string) => `«${item}» انتخاب شد. حالا جفتش را بزن.`,
  unselected: (item: string) => `«${item}» دیگر انتخاب نیست.`,
  paired: (left: string, right: string) => `«${left}» و «${right}» جفت شدند.`,
  unpairedNow: (left: string, right: string) => `جفت «${left}» و «${right}» برداشته شد.`,
  allPaired: 'همهٔ جفت‌ها کامل شد.',
  drag: {
    instructions:
      'برای برداشتن، فاصله یا اینتر را بزن؛ با کلیدهای جهت‌دار آن را روی یکی از ستون اول ببر و دوباره فاصله یا اینتر را بزن.',
    picked: (item: string) => `«${item}» برداشته شد.`,
    over: (item: string, target: string) => `«${item}» روی «${target}» است.`,
    outside: (item: string) => `«${item}» روی هیچ‌کدام نیست.`,
    cancelled: (item: string) => `«${item}» سر جایش برگشت.`,
  },
} as const;
