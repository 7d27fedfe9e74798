import type { CodeSent } from '@/api/generated/model';
import { verifyCodeBodyCodeRegExp, verifyCodeBodyPhoneRegExp } from '@/api/generated/zod/auth/auth.zod';
import { digitsOnly } from '@/shared/digits';
import { errors, messageOf } from '@/shared/i18n/errors';
import { phoneText } from '@/shared/i18n/phone';

/** Form rule for a phone typed in any digit set: null when valid, else the Persian message. */
export function phoneError(value: string): string | null {
  return verifyCodeBodyPhoneRegExp.test(digitsOnly(value)) ? null : phoneText.invalid;
}

/** Form rule for a one-time code typed in any digit set. */
export function codeError(value: string, message: string = phoneText.codeInvalid): string | null {
  return verifyCodeBodyCodeRegExp.test(digitsOnly(value)) ? null : message;
}

/** What a code-sending mutation (verification or password reset) looks like to a screen. */
interface CodeRequest {
  isError: boolean;
  error: unknown;
  data?: CodeSent;
}

/**
 * Why a code was not sent, or null: a failed call (server text, else «error receiving the
 * activation code»), or a refusal that arrived as 200 with status 0 and its own message.
 */
export function codeRequestFailure(request: CodeRequest): string | null {
  if (request.isError) return messageOf(request.error, errors.sendCode);
  if (request.data && request.data.status !== 1) return request.data.message || errors.sendCode;
  return null;
}
