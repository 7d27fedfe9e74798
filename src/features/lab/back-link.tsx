import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A link back up the lab, tall enough (44 px) to tap. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor
      component={Link}
      to={to}
      mih={44}
      style={{ display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start' }}
    >
      {label}
    </Anchor>
  );
}
