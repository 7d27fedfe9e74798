import type { Role } from '@/api/generated/model';
import { areaOf, pages as manifest, type PageText, type SearchHit } from '@/app/routes/manifest';
import { isAuthorizedPath } from '@/shared/auth/roles';
import { matchesQuery, queryWords } from '@/shared/search-text';

/** Who may find a page: a role, or a signed-out visitor. */
export type Audience = Role | 'visitor';

export interface SearchablePage extends PageText {
  path: string;
  roles: readonly Audience[];
}

/** Visitors find the public site and sign-in; signed-in users find their role's pages. */
function audienceOf(pattern: string): Audience {
  const area = areaOf(pattern);
  return area === 'public' || area === 'auth' || area === 'family' ? 'visitor' : area;
}

/**
 * What the search dialog offers: the pages of the manifest (src/app/routes/manifest.ts) that carry
 * a title, in its order, each at its own pattern or at the addresses it names (`/profile/badges`).
 * Read as data: the search never loads a screen.
 */
export const searchablePages: readonly SearchablePage[] = manifest.flatMap((page) => {
  if (!('search' in page) || !page.search) return [];
  const hits: readonly SearchHit[] = 'title' in page.search ? [{ path: page.pattern, ...page.search }] : page.search;
  return hits.map((hit) => ({ ...hit, roles: [audienceOf(page.pattern)] }));
});

/** The title and description the search shows for the page at `path` (for tests and stories). */
export function searchTextAt(path: string): PageText {
  const found = searchablePages.find((p) => p.path === path);
  if (!found) throw new Error(`The search offers no page at ${path}`);
  return { title: found.title, description: found.description };
}

/**
 * The pages `role` may open (null: a visitor). The role's own route trees are checked too, so a
 * mistake in the table can never offer another role's page.
 */
export function pagesFor(role: Role | null, pages: readonly SearchablePage[] = searchablePages): SearchablePage[] {
  if (!role) return pages.filter((p) => p.roles.includes('visitor'));
  return pages.filter((p) => p.roles.includes(role) && isAuthorizedPath(role, p.path));
}

/** Pages whose title or description contains every word of `query`. */
export function matchPages(pages: readonly SearchablePage[], query: string): SearchablePage[] {
  if (queryWords(query).length === 0) return [];
  return pages.filter((p) => matchesQuery(`${p.title} ${p.description}`, query));
}
