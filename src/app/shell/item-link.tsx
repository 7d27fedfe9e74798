import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router-dom';
import { isExternal, linkTarget } from '@/shared/navigation/menu-rules';

type Props = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { to: string };

/**
 * A menu link: in-app paths through the router; http(s) addresses as a plain anchor that opens
 * a new tab without access to this one (README, product rules: pages). Used as Mantine's `component`.
 */
export const ItemLink = forwardRef<HTMLAnchorElement, Props>(function ItemLink({ to, children, ...props }, ref) {
  if (isExternal(to)) {
    return (
      <a ref={ref} href={to} {...linkTarget(to)} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link ref={ref} to={to} {...props}>
      {children}
    </Link>
  );
});
