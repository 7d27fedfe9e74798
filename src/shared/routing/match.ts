import { paths } from './paths';

/** The path part of an in-app link, without its query or hash. */
export function pathOf(href: string): string {
  return href.split(/[?#]/, 1)[0] ?? href;
}

/** `/agents/` and `/agents` are the same page. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * True when `pathname` is `path` or a page below it, ignoring `path`'s query and trailing slashes:
 * `/agents/12` is under `/agents`, `/agentsx` is not, and `/` holds only itself (else every page
 * would be under home). The one rule behind the public top bar's current link, the side menu's
 * active entry and the route trees a role may open.
 */
export function isAtOrUnder(pathname: string, path: string): boolean {
  const page = withoutTrailingSlash(pathOf(pathname));
  const base = withoutTrailingSlash(pathOf(path));
  return page === base || page.startsWith(`${base}/`);
}

/** Sign-out (README, product rules: pages): /exit and any path ending in /exit clear the session and go home. */
export function isExitPath(path: string): boolean {
  return withoutTrailingSlash(pathOf(path)).endsWith(paths.exit);
}
