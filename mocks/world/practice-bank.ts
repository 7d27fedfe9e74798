/**
 * The question bank as practice reads it (mocks/world/curriculum): a skill's questions in
 * order, a question by id or by key, and the verdict on an answer. One seam, so practice, the
 * teacher's pages and the synthesised history all read the bank the same way.
 */
import { judge, questionById, questionByKey, questionsOfSkill } from './curriculum/index.ts';
import type { AnswerValue, QuestionRec } from './curriculum/types.ts';

export const bankQuestions = (skillId: number): readonly QuestionRec[] => questionsOfSkill(skillId);
export const bankQuestion = (id: number): QuestionRec | undefined => questionById(id);
export const bankQuestionByKey = (key: string): QuestionRec | undefined => questionByKey(key);
export const isRight = (question: QuestionRec, answer: AnswerValue): boolean => judge(question, answer);
