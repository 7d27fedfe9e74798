import type { CodeSent } from '@/api/generated/model';
import { errors, messageOf } from '@/shared/i18n/errors';

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
