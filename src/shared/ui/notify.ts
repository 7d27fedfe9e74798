import type { MantineColor } from '@mantine/core';
import { notifications } from '@mantine/notifications';

import { common } from '@/shared/i18n/common';

/** Persian text of the toast itself (the rest comes from the caller); the close button's name is a theme default. */
export const notifyText = { close: common.closeToast } as const;

export interface NotifyOptions {
  message: string;
  /** Default: Mantine's primary colour. */
  color?: MantineColor;
  /** Default: none. */
  title?: string;
}

/** A short, DOM-safe id (Mantine puts it on the element) that is the same for the same text. */
export function toastId({ message, title = '' }: Pick<NotifyOptions, 'message' | 'title'>): string {
  const text = `${title}\u0000${message}`;
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return `toast-${hash.toString(36)}-${text.length}`;
}

/**
 * Shows a toast once: Mantine ignores `show` for an id already shown or queued, so the same text
 * never stacks up (README, product rules: constants). Limit, duration, position and animation are set on <Notifications>.
 * Returns the id, e.g. to hide it.
 */
export function notify({ message, color, title }: NotifyOptions): string {
  const id = toastId({ message, title });
  // Mantine's close button has no name of its own; axe requires one.
  notifications.show({ id, message, color, title });
  return id;
}
