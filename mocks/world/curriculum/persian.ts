/** Persian digits and number formatting for prompts and solutions. */

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

/** Latin digits in `text` written as Persian digits ('47' → «۴۷»); '.' stays. */
export function faDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => PERSIAN[Number(d)] as string);
}

/**
 * A number as a child reads it: Persian digits, «٫» as decimal point, «٬» between thousands
 * from five digits on (۴۷۳۰ but ۴۷٬۳۰۸). `decimals` fixes the digits after the point.
 */
export function faNum(value: number, decimals?: number): string {
  const text = decimals === undefined ? latinNum(value) : value.toFixed(decimals);
  const [int = '', frac] = text.split('.');
  const negative = int.startsWith('-');
  const digits = negative ? int.slice(1) : int;
  const grouped = digits.length >= 5 ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, '٬') : digits;
  return faDigits(`${negative ? '-' : ''}${grouped}`) + (frac ? `٫${faDigits(frac)}` : '');
}

/** A number in Latin digits without float noise (0.1 + 0.2 → '0.3'), as answer keys hold it. */
export function latinNum(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** A fraction as text, «۳/۴», or a mixed number «۲ و ۱/۳». */
export function faFrac(numerator: number, denominator: number, whole?: number | null): string {
  const frac = `${faDigits(numerator)}/${faDigits(denominator)}`;
  return whole ? `${faDigits(whole)} و ${frac}` : frac;
}

/** Choice and item ids: 'a', 'b', 'c', … */
export function letter(index: number): string {
  return String.fromCharCode(97 + index);
}

/** A list joined the Persian way: «الف، ب و ج». */
export function faList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('، ')} و ${items[items.length - 1]}`;
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

const ONES = ['', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه'];
const TEENS = ['ده', 'یازده', 'دوازده', 'سیزده', 'چهارده', 'پانزده', 'شانزده', 'هفده', 'هجده', 'نوزده'];
const TENS = ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود'];
const HUNDREDS = ['', 'صد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد'];
const SCALES = ['', 'هزار', 'میلیون', 'میلیارد'];

function wordsBelowThousand(n: number): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)] as string];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] as string);
  else words.push(TENS[Math.floor(rest / 10)] as string, ONES[rest % 10] as string);
  return words.filter(Boolean);
}

/** A whole number (0 … 999 billion) in Persian words: 2305 → «دو هزار و سیصد و پنج». */
export function faWords(value: number): string {
  if (value === 0) return 'صفر';
  const groups: string[] = [];
  let rest = Math.floor(value);
  for (let scale = 0; rest > 0; scale++, rest = Math.floor(rest / 1000)) {
    const group = rest % 1000;
    if (group === 0) continue;
    const words = scale === 1 && group === 1 ? [] : wordsBelowThousand(group);
    const scaleWord = SCALES[scale] as string;
    groups.unshift([words.join(' و '), scaleWord].filter(Boolean).join(' '));
  }
  return groups.join(' و ');
}
