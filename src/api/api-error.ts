/**
 * A rejected call. `serverMessage` is the server's own Persian text (`detail`, else `message`);
 * Screens show `messageOf(error, fallback)` (shared/i18n/errors), never `message`. `status` is 0 when no answer arrived.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
    readonly body?: unknown,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}
