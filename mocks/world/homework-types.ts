/**
 * The homework records (leaf module): homework.ts and the modules it is built from
 * (homework-build.ts, homework-progress.ts, homework-comments.ts) all read these types.
 */

/** The contract's HomeworkStatus (openapi/schemas/learning.yaml), decided only by homeworkStatus below. */
export type HomeworkStatus = 'draft' | 'scheduled' | 'active' | 'finished';

export interface HomeworkRec {
  id: number;
  title: string;
  description: string | null;
  course_id: number;
  class_id: number;
  teacher_id: number;
  skill_ids: number[];
  first_page: number | null;
  last_page: number | null;
  first_section: number | null;
  last_section: number | null;
  /** ISO dates (Tehran). */
  start_date: string;
  end_date: string;
  /** A teacher's draft is hidden from pupils; `finished` is also set when closed early. */
  draft: boolean;
  target_smart_score: number;
  created_at: string;
}

export interface HomeworkCommentRec {
  id: number;
  homework_id: number;
  student_id: number;
  text: string;
  author: string;
  created_at: string;
}
