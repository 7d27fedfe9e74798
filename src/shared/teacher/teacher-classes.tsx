import type { ReactNode } from 'react';
import { useGetTeacherClassDashboard } from '@/api/generated/endpoints/teacher/teacher';
import type { TeacherClassCard } from '@/api/generated/model';
import { byClass } from '@/shared/class-order';
import { EmptyState, QueryState } from '@/shared/ui/states';

interface TeacherClassesProps {
  /** What the page says while the teacher has no class yet. */
  noClass: { title: string; description: string };
  /** The page for the teacher's classes, drawn once they are in (never an empty list). */
  children: (cards: TeacherClassCard[]) => ReactNode;
}

/**
 * The teacher's classes (the class dashboard call) for a page that works class by class: loading,
 * an error with a retry, or «no class yet», and otherwise `children` with the classes.
 */
export function TeacherClasses({ noClass, children }: TeacherClassesProps) {
  const classes = useGetTeacherClassDashboard(undefined, { query: { select: byClass } });
  return (
    <QueryState
      query={classes}
      isEmpty={(cards) => cards.length === 0}
      empty={<EmptyState title={noClass.title} description={noClass.description} />}
    >
      {children}
    </QueryState>
  );
}

/** The class the address asks for (`asked`), the first class when it asks for none, undefined when it is not the teacher's. */
export function pickedClass(cards: TeacherClassCard[], asked: number | null): TeacherClassCard | undefined {
  return asked === null ? cards[0] : cards.find((c) => c.class.id === asked);
}
