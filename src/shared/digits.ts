const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Converts Persian (۰–۹) and Arabic-Indic (٠–٩) digits to Latin; every other character is kept. */
export function toLatinDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (d) => {
    const persian = PERSIAN.indexOf(d);
    return String(persian >= 0 ? persian : ARABIC_INDIC.indexOf(d));
  });
}

/**
 * Shows Latin and Arabic-Indic digits as Persian digits (for display only). A number is a
 * quantity and is grouped by thousands like every number a user sees («۱٬۹۹۷», through
 * formatNumber); an identifier or a year is text: pass it as a string («۱۴۰۵», an order number).
 */
export function toPersianDigits(value: string | number): string {
  if (typeof value === 'number') return formatNumber(value);
  return value.replace(/[0-9٠-٩]/g, (d) => {
    const latin = '0123456789'.indexOf(d);
    return PERSIAN[latin >= 0 ? latin : ARABIC_INDIC.indexOf(d)] ?? d;
  });
}

/**
 * A number as a child typed it, in the contract's NumericAnswerText form (Latin digits, '.' as
 * decimal point, a leading '-'), or null while it is not one: «۱۲٫۵», «١٢٫٥», «۱۲.۵» and «12.5»
 * all give '12.5'; «۱۲٫» (half typed), «۱۲ و ۵» and more decimal places than `maxDecimals`
 * (0: whole numbers only) give null. Surrounding spaces are dropped and a typographic minus
 * becomes '-'; nothing else is rewritten ('012' stays '012').
 */
export function parseTypedNumber(typed: string, maxDecimals: number): string | null {
  // U+2212 and U+2013: the minus a few keyboards (and pasted text) put in place of '-'.
  const text = toLatinDigits(typed.trim())
    .replace(/^[\u2212\u2013]/, '-')
    .replace('\u066b', '.');
  const match = /^-?[0-9]+(?:\.([0-9]+))?$/.exec(text);
  if (!match || (match[1]?.length ?? 0) > maxDecimals) return null;
  return text;
}

/** Keeps only digits of any of the three sets, converted to Latin (for phone and code inputs). */
export function digitsOnly(value: string): string {
  return toLatinDigits(value).replace(/[^0-9]/g, '');
}

/**
 * A `tel:` address as a phone dials it: digits of any set turned Latin, spaces, dashes and brackets
 * dropped, and a leading «+» of an international number kept («+98 21 …» → `tel:+9821…`).
 */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digitsOnly(phone)}`;
}

// Made on first use: building it when the module loads cost ~0.1 s of a throttled phone's start-up.
let persianNumber: Intl.NumberFormat | undefined;

/** A whole or decimal number in Persian digits with the Persian thousands separator («۴۸٬۲۰۰»). */
export function formatNumber(value: number): string {
  persianNumber ??= new Intl.NumberFormat('fa-IR');
  return persianNumber.format(value);
}

/** An amount in Rial (the contract's unit) shown in Toman, Persian digits: 49000000 → «۴٬۹۰۰٬۰۰۰ تومان». */
export function formatToman(rial: number): string {
  return `${formatNumber(Math.round(rial / 10))} تومان`;
}

/** A positive whole id from an address (any digit set, surrounding spaces dropped), or null when absent or malformed. */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw) return null;
  const text = toLatinDigits(raw.trim());
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
