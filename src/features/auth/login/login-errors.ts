import { ApiError } from '@/api/http';
import { errors, messageOf } from '@/shared/i18n/errors';

/** A refused password sign-in: the server's detail, else «wrong credentials» for 400/401, else «error in login». */
export function passwordLoginError(error: unknown): string {
  const refused = error instanceof ApiError && (error.status === 400 || error.status === 401);
  if (refused && error.body && typeof error.body === 'object' && 'detail' in error.body) return error.message;
  return refused ? errors.wrongCredentials : messageOf(error, errors.login);
}
