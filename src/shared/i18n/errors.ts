import { ApiError } from '@/api/api-error';

/**
 * The error catalogue (README, product rules: messages): every Persian message the product shows when something fails.
 * Server `detail` always wins; these are the fallbacks.
 */
export const errors = {
  /** Login failed and the server said nothing. */
  login: 'خطا در ورود',
  /** Wrong username or password. */
  wrongCredentials: 'نام کاربری یا رمز عبور اشتباه است.',
  /** A form could not be sent. */
  sendInformation: 'خطا در ارسال اطلاعات',
  /** The one-time code could not be sent. */
  sendCode: 'خطا در دریافت کد فعالسازی',
  /** The one-time code could not be checked. */
  verifyCode: 'خطا بررسی کد',
  /** The token was refused. */
  authentication: 'خطا در احراز هویت',
  /** The profile could not be read. */
  profile: 'خطا در دریافت اطلاعات کاربر',
  /** Any call without a server message. */
  generic: 'خطا در ارتباط با سرور',
  /** Any read (a page's data) failed and the server said nothing. */
  fetchData: 'خطا در دریافت اطلاعات',
  /** The menu's grade list failed. */
  grades: 'خطا در دریافت اطلاعات',
  /** The session ended because the token expired (or was unusable). */
  tokenExpired: 'زمان ورود شما به پایان رسیده است. لطفاً دوباره وارد شوید.',
  /** Saving the theme failed. */
  themeSave: 'خطایی در ثبت پوسته در سرور رخ داد.',
} as const;

/** Success messages that belong with the catalogue. */
export const successes = {
  codeSent: 'کد تأیید با موفقیت ارسال شد.',
  themeSaved: 'پوسته شما با موفقیت تغییر یافت.',
} as const;

/**
 * The Persian text to show for a failed call (README, product rules: messages): the server's own message when it sent
 * one; the generic «no connection» text when no answer arrived; otherwise the screen's fallback.
 */
export function messageOf(error: unknown, fallback: string = errors.generic): string {
  if (error instanceof ApiError) return error.serverMessage ?? (error.status === 0 ? errors.generic : fallback);
  return fallback;
}
