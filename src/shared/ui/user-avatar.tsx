import { Avatar, useMantineTheme, type MantineSize } from '@mantine/core';
import { initialsOf, pictureOf } from './user-avatar-values';

export interface UserAvatarProps {
  /** The person's name as shown beside the avatar; its initials stand in when there is no picture. */
  name: string;
  /** The picture's address; missing, '' and 'no-image' mean none (default: none). */
  picture?: string | null;
  /** The picture's text alternative, e.g. «تصویر پروفایل سارا احمدی». */
  alt: string;
  /** Mantine size or pixels (default 'lg', 56 px). */
  size?: MantineSize | number;
}

/**
 * A person's picture, or their initials on the theme's primary colour when there is none. The
 * initials repeat the name shown beside them, so only a real picture is announced.
 */
export function UserAvatar({ name, picture, alt, size = 'lg' }: UserAvatarProps) {
  const theme = useMantineTheme();
  const src = pictureOf(picture);
  return (
    <Avatar
      src={src}
      alt={alt}
      aria-hidden={src ? undefined : true}
      size={size}
      variant="filled"
      color={theme.primaryColor}
      // Mantine's size / 2.5 lets «ف ع» break at its space and be cut off in a small circle: the
      // letters stay on one line, a third of the circle high (12.7 px at the smallest size used, 38 px).
      styles={{ placeholder: { whiteSpace: 'nowrap', fontSize: 'calc(var(--avatar-size) / 3)', lineHeight: 1 } }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
