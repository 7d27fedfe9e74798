import { describe, expect, it } from 'vitest';
import { formatJalaliDateTime } from '@/shared/dates';
import { hiddenResult, mathResult, mathSkills, quizOf, scienceQuiz } from './fixtures';
import { formatDuration, hiddenAnswerReason, neighbourHrefs, outcomeOf, skillSummaries } from './quiz-report-values';
import { t } from './strings';

describe('skillSummaries', () => {
  it('groups the questions by skill, right of total, titled and ordered as the course lists them', () => {
    // 497: questions 1, 2, 7 on number patterns (all right), 3–5 on place value (5 wrong), 6 and 8 on comparing.
    expect(skillSummaries(mathResult().questions, mathSkills())).toEqual([
      { skillId: 40101, title: 'الگوهای عددی', slug: 'm4-number-patterns', code: '۴-ر-۱', right: 3, total: 3 },
      { skillId: 40102, title: 'ارزش مکانی عددهای بزرگ', slug: 'm4-place-value', code: '۴-ر-۲', right: 2, total: 3 },
      { skillId: 40103, title: 'مقایسه و ترتیب عددها', slug: 'm4-compare-numbers', code: '۴-ر-۳', right: 1, total: 2 },
    ]);
  });

  it('keeps a skill the course does not name, untitled and last', () => {
    // 503's questions in textbook order by skill; one moved to a skill the course list lacks.
    const questions = hiddenResult().questions.map((q, i) =>
      i === 0 ? { ...q, question: { ...q.question, skill_id: 49999 } } : q,
    );
    const list = skillSummaries(questions, mathSkills());
    expect(list.map((s) => [s.skillId, s.title, s.right, s.total])).toEqual([
      [40102, 'ارزش مکانی عددهای بزرگ', 1, 2],
      [40103, 'مقایسه و ترتیب عددها', 0, 2],
      [40104, 'تقریب و گرد کردن', 0, 1],
      [40105, 'کسرهای هم‌ارز', 1, 1],
      [49999, null, 0, 1],
    ]);
  });

  it('still counts every skill without the course list', () => {
    const list = skillSummaries(mathResult().questions, undefined);
    expect(list.map((s) => [s.skillId, s.title, s.slug, s.right, s.total])).toEqual([
      [40101, null, null, 3, 3],
      [40102, null, null, 2, 3],
      [40103, null, null, 1, 2],
    ]);
  });
});

describe('formatDuration', () => {
  it.each([
    [1102, '۱۸ دقیقه و ۲۲ ثانیه'],
    [750, '۱۲ دقیقه و ۳۰ ثانیه'],
    [720, '۱۲ دقیقه'],
    [45, '۴۵ ثانیه'],
    [0, '۰ ثانیه'],
    [3725, '۱ ساعت و ۲ دقیقه و ۵ ثانیه'],
    [7200, '۲ ساعت'],
  ])('%i seconds read «%s»', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('hiddenAnswerReason', () => {
  it('names the Jalali end of the window for quiz_end', () => {
    const quiz = quizOf(503);
    expect(quiz.show_answers_after).toBe('quiz_end');
    expect(hiddenAnswerReason(quiz)).toBe(t.hidden.quizEnd(formatJalaliDateTime(quiz.end_at)));
    expect(hiddenAnswerReason(quiz)).toBe(
      'پاسخ‌های درست پس از پایان مهلت آزمون، ۹ آذر ۱۴۰۵، ۲۰:۰۰، نمایش داده می‌شوند.',
    );
  });

  it('says the teacher closed them for never', () => {
    expect(hiddenAnswerReason(quizOf(497))).toBe('معلم نمایش پاسخ‌های درست را بسته است.');
  });

  it('says only «not shown yet» without the details, or for submission', () => {
    expect(hiddenAnswerReason(undefined)).toBe(t.hidden.unknown);
    expect(hiddenAnswerReason(scienceQuiz())).toBe(t.hidden.unknown);
  });
});

describe('neighbourHrefs', () => {
  it('links the previous and the next question by number', () => {
    expect(neighbourHrefs(497, 3, 8)).toEqual({
      previous: '/student/quiz/497/question/2',
      next: '/student/quiz/497/question/4',
    });
  });

  it('has no previous for the first and no next for the last', () => {
    expect(neighbourHrefs(497, 1, 8)).toEqual({ previous: null, next: '/student/quiz/497/question/2' });
    expect(neighbourHrefs(497, 8, 8)).toEqual({ previous: '/student/quiz/497/question/7', next: null });
    expect(neighbourHrefs(497, 1, 1)).toEqual({ previous: null, next: null });
  });
});

describe('outcomeOf', () => {
  it('tells right, wrong and unanswered apart', () => {
    const [first] = mathResult().questions;
    expect(outcomeOf(first!)).toBe('right');
    expect(outcomeOf({ ...first!, correct: false })).toBe('wrong');
    expect(outcomeOf({ ...first!, your_answer: null, correct: false })).toBe('unanswered');
  });
});
