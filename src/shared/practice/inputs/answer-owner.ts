import { createContext, useContext } from 'react';
import { basicMarks } from './strings-basic';

/**
 * Whose answer a result marks: a pupil reads «پاسخ تو», staff read «پاسخ دانش‌آموز» on a pupil's
 * answer, and the question bank (whose shown answer is the key) marks only «پاسخ درست». The inputs
 * are the same everywhere, so the page that reads a question back says who is reading.
 */
export type AnswerOwner = 'pupil' | 'staff' | 'key';

export const AnswerOwnerContext = createContext<AnswerOwner>('pupil');

const marks: Record<AnswerOwner, string | null> = {
  pupil: basicMarks.yours,
  staff: basicMarks.pupils,
  key: null,
};

/** The mark beside the answer given, or null when none is said (the answer is the key). */
export function useGivenMark(): string | null {
  return marks[useContext(AnswerOwnerContext)];
}
