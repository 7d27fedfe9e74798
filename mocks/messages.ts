/**
 * The Persian texts the mock answers with when a request is refused, taken from the app's error
 * catalogue (src/shared/i18n/errors.ts, README, product rules: messages) where it has one; messages.test.ts keeps them
 * equal. Copied, not imported: the gateway loads inside vite's config, before the app's `@/`
 * alias exists. No internal error text (a stack, Prism's English) ever reaches a client.
 */
export const messages = {
  /** A token that is missing, forged, expired, `alg: none` or a refresh token: 401 (catalogue). */
  authentication: 'خطا در احراز هویت',
  /** A body the server cannot read: none, not JSON, malformed JSON (catalogue). */
  sendInformation: 'خطا در ارسال اطلاعات',
  /** A failure of the server itself, a timeout, an unreachable Prism (catalogue). */
  generic: 'خطا در ارتباط با سرور',
  /** A read that found nothing there (catalogue's fetch failure). */
  fetchData: 'خطا در دریافت اطلاعات',
  /** A body that does not satisfy the contract (the world's own, with the fields it names). */
  invalid: 'اطلاعات ارسال‌شده کامل یا درست نیست.',
  notFound: 'موردی پیدا نشد.',
  forbidden: 'دسترسی به این بخش ممکن نیست.',
} as const;
