import { useLocation } from 'react-router-dom';

/** Shows the router's current path and query, so a test can read where a redirect landed. */
export function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}
