import { toPersianDigits } from '@/shared/digits';
import type { Direction, MazeSize } from './maze';

const fa = toPersianDigits;

/** «الف، ب و پ»: Persian list joining. */
function listOf(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join('، ')} و ${words[words.length - 1]}`;
}

/** The sides in words, as the announcements name them. */
const sides: Record<Direction, string> = { up: 'بالا', right: 'راست', down: 'پایین', left: 'چپ' };

/** Persian text of the maze game (/student/games/maze); tests and stories import it too. */
export const t = {
  documentTitle: 'بازی مارپیچ | دانش‌آموز یار',
  title: 'بازی مارپیچ',
  subtitle: 'از گوشهٔ بالا و راست شروع کن و خودت را به ستارهٔ گوشهٔ پایین و چپ برسان.',
  /** Help by the device in hand: keys where there is a mouse, fingers on a touch screen. */
  instructions: {
    keys: 'روی صفحهٔ مارپیچ بزن و با کلیدهای جهت‌نمای صفحه‌کلید حرکت کن.',
    touch: 'انگشتت را روی مارپیچ بکش یا دکمه‌های جهت را بزن.',
  },
  fixedAddress: 'نشانی این مارپیچ درست نبود؛ یک مارپیچ برایت ساختیم.',
  size: {
    label: 'اندازهٔ مارپیچ',
    options: { small: 'کوچک', medium: 'متوسط', large: 'بزرگ' } satisfies Record<MazeSize, string>,
  },
  newMaze: 'مارپیچ تازه',
  replay: 'دوباره همین مارپیچ',
  board: {
    /** The board's name: «مارپیچ ۶ در ۶». */
    label: (side: number) => `مارپیچ ${fa(side)} در ${fa(side)}`,
    /** The drawing's text alternative: where the pupil and the star are. */
    picture: (here: string, goal: string) => `تو (دایرهٔ آبی) در ${here} هستی و ستاره در ${goal} است.`,
  },
  pad: {
    label: 'دکمه‌های جهت',
    go: { up: 'برو بالا', right: 'برو راست', down: 'برو پایین', left: 'برو چپ' } satisfies Record<Direction, string>,
  },
  stats: {
    moves: 'حرکت‌ها',
    time: 'زمان',
    best: 'بهترین رکورد تو',
    noBest: 'هنوز رکوردی نداری',
  },
  /** A result: «۲۴ حرکت در ۰۱:۳۰». */
  result: (moves: number, clock: string) => `${fa(moves)} حرکت در ${fa(clock)}`,
  count: (moves: number) => fa(moves),
  clock: (clock: string) => fa(clock),
  /** Rows count from the top and columns from the right, as a Persian reader counts: the start is «ردیف ۱، ستون ۱». */
  place: (row: number, column: number) => `ردیف ${fa(row)}، ستون ${fa(column)}`,
  ways: (open: readonly Direction[], walls: readonly Direction[]) =>
    [
      `راه باز: ${listOf(open.map((d) => sides[d]))}.`,
      walls.length ? `دیوار: ${listOf(walls.map((d) => sides[d]))}.` : 'دیواری دور و برت نیست.',
    ].join(' '),
  bump: 'دیوار است!',
  start: 'شروع کن!',
  win: {
    title: 'آفرین! به ستاره رسیدی!',
    cup: 'یک جام مارپیچ گرفتی.',
    result: (result: string) => `با ${result}`,
    record: 'رکورد تازه!',
    /** The announcement of the win. */
    said: (result: string, record: boolean) =>
      `آفرین! به ستاره رسیدی با ${result}. یک جام گرفتی.${record ? ' رکورد تازه!' : ''}`,
  },
};
