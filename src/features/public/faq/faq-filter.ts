import { FaqCategory, type FaqEntry } from '@/api/generated/model';
import { matchesQuery } from '@/shared/search-text';

/** The order categories are shown in, whatever order the server sends the entries in. */
export const CATEGORY_ORDER: readonly FaqCategory[] = [
  FaqCategory.general,
  FaqCategory.students,
  FaqCategory.parents,
  FaqCategory.teachers,
  FaqCategory.schools,
  FaqCategory.payment,
];

/** What the category chooser holds: one category, or every one. */
export type CategoryChoice = FaqCategory | 'all';

export interface FaqGroup {
  category: FaqCategory;
  entries: FaqEntry[];
}

/** Every word of the query must appear somewhere in the question or the answer, in any order. */
function matcher(query: string): (entry: FaqEntry) => boolean {
  return (entry) => matchesQuery(`${entry.question} ${entry.answer}`, query);
}

/** The categories that have at least one entry, in display order (the chooser offers only these). */
export function categoriesOf(entries: readonly FaqEntry[]): FaqCategory[] {
  return CATEGORY_ORDER.filter((category) => entries.some((entry) => entry.category === category));
}

/** Entries of the chosen category that match the query, grouped by category; empty groups left out. */
export function groupFaq(entries: readonly FaqEntry[], choice: CategoryChoice, query: string): FaqGroup[] {
  const matches = matcher(query);
  return CATEGORY_ORDER.filter((category) => choice === 'all' || category === choice)
    .map((category) => ({ category, entries: entries.filter((e) => e.category === category && matches(e)) }))
    .filter((group) => group.entries.length > 0);
}

/** The answer's paragraphs (the contract separates them with blank lines). */
export function paragraphsOf(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
