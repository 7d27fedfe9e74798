import { ApiError } from '@/api/api-error';
import { errors, messageOf } from '@/shared/i18n/errors';

/** A refused password sign-in: the server's text, else «wrong credentials» for 400/401, else «error in login». */
export function passwordLoginError(error: unknown): string {
  const refused = error instanceof ApiError && (error.status === 400 || error.status === 401);
  return messageOf(error, refused ? errors.wrongCredentials : errors.login);
}
