/**
 * Classes in the order a school says them: by grade (سوم before چهارم, which the alphabet would
 * put the other way), then by name as a person reads it: «الف» before «ب», «۵» before «۱۰»
 * (a string sort put «۱۰» first). Servers answer in any order; lists of classes go through here.
 */
import { Grade, type ClassRef } from '@/api/generated/model';

const GRADES = Object.values(Grade);
let names: Intl.Collator | undefined;

/** Two class names compared as a reader orders them (numbers by value, Persian letters in order). */
export function compareClassNames(a: string, b: string): number {
  names ??= new Intl.Collator('fa', { numeric: true, sensitivity: 'base' });
  return names.compare(a, b);
}

type Classy = Pick<ClassRef, 'name' | 'grade'>;

/** Two classes by grade, then by name. */
export function compareClasses(a: Classy, b: Classy): number {
  return GRADES.indexOf(a.grade) - GRADES.indexOf(b.grade) || compareClassNames(a.name, b.name);
}

/** A sorted copy of a list whose items carry their class (a teacher's cards, quiz-report rows). */
export function byClass<T extends { class: Classy }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareClasses(a.class, b.class));
}

/** A sorted copy of a list of classes. */
export function classesInOrder<T extends Classy>(items: readonly T[]): T[] {
  return [...items].sort(compareClasses);
}
