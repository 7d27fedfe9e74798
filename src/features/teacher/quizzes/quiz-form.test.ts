import { describe, expect, it } from 'vitest';
import { iranDateTime } from '@/shared/dates';
import { example } from '@/testing/handlers';
import {
  editQuizValues,
  emptyQuiz,
  parseTime,
  quizBody,
  quizUpdateBody,
  validQuizBody,
  type QuizValues,
} from './quiz-form';

const filled: QuizValues = {
  ...emptyQuiz,
  title: '  آزمون فصل ۲ – ضرب ',
  classIds: ['41', '42'],
  courseId: '401',
  skillIds: ['40112', '40113'],
  questionCount: '۱۰',
  durationMinutes: '٢٠',
  startsAt: '2026-12-01',
  startTime: '۸:۳۰',
  endsAt: '2026-12-02',
  endTime: '20',
  showAnswersAfter: 'quiz_end',
};

describe('the new quiz body', () => {
  it('reads times of day typed in any digit set', () => {
    expect(parseTime('۸:۳۰')).toBe('08:30');
    expect(parseTime('٠٨:٠٥')).toBe('08:05');
    expect(parseTime('۱۴٫۱۵')).toBe('14:15');
    expect(parseTime(' 9 ')).toBe('09:00');
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('8:75')).toBeNull();
    expect(parseTime('ساعت ۸')).toBeNull();
  });

  it('writes a Jalali-picked day and a time as Iran time, +03:30', () => {
    expect(iranDateTime('2026-12-01', '08:30')).toBe('2026-12-01T08:30:00+03:30');
    // 08:30 in Tehran is 05:00 UTC.
    expect(new Date(iranDateTime('2026-12-01', '08:30')).toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });

  it('sends what the contract asks: numbers, ids, moments, the answers choice', () => {
    expect(validQuizBody(filled)).toEqual({
      title: 'آزمون فصل ۲ – ضرب',
      classIds: [41, 42],
      courseId: 401,
      skillIds: [40112, 40113],
      questionCount: 10,
      durationMinutes: 20,
      startsAt: '2026-12-01T08:30:00+03:30',
      endsAt: '2026-12-02T20:00:00+03:30',
      showAnswersAfter: 'quiz_end',
    });
  });

  it('leaves empty or malformed numbers for the checks to catch', () => {
    const body = quizBody({ ...filled, questionCount: '', durationMinutes: '۲۰ دقیقه', startsAt: null });
    expect(body.questionCount).toBeUndefined();
    expect(body.durationMinutes).toBeNaN();
    expect(body.startsAt).toBeNull();
  });
});

describe('an upcoming quiz’s edit form', () => {
  it('fills from the edit form in Iran’s days and times, and sends it back without the fixed class and course', () => {
    const form = example('getTeacherQuizEditForm', 'teacher');
    const values = editQuizValues(form);
    expect(values).toMatchObject({
      classIds: ['41'],
      courseId: '401',
      questionCount: '۷',
      startsAt: '2026-11-29',
      startTime: '۰۸:۰۰',
      endsAt: '2026-11-30',
      endTime: '۲۰:۰۰',
    });
    expect(quizUpdateBody(values)).toEqual({
      title: form.title,
      skillIds: form.skillIds,
      questionCount: form.questionCount,
      durationMinutes: form.durationMinutes,
      startsAt: form.startsAt,
      endsAt: form.endsAt,
      showAnswersAfter: form.showAnswersAfter,
    });
  });
});
