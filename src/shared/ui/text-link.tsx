import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** An in-app link shown as text (a way back, «همه…»), at least 44 px tall for a child's finger. */
export function TextLink({
  to,
  state,
  children,
  ...props
}: AnchorProps & {
  to: string;
  children: ReactNode;
  /** The history state the link carries (e.g. its page's way back). */ state?: unknown;
}) {
  return (
    <Anchor
      component={Link}
      to={to}
      state={state}
      mih={44}
      display="inline-flex"
      style={{ alignItems: 'center' }}
      {...props}
    >
      {children}
    </Anchor>
  );
}
