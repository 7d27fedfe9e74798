import { describe, expect, it } from 'vitest';
import { example } from '@/testing/handlers';
import { courseFiguresOf, historyWeeksOf, proficientIn } from './course-figures';

const sara = example('getTeacherStudentCourse', 'teacher');

describe('a pupil’s course figures', () => {
  it('sums the practised skills only: count, answers and the whole mean SmartScore', () => {
    expect(courseFiguresOf(sara.chapters)).toEqual({ practised: 3, answered: 82, average: 98 });
    expect(courseFiguresOf([])).toEqual({ practised: 0, answered: 0, average: null });
  });

  it('counts a chapter’s skills at «ماهر» or above', () => {
    expect(sara.chapters.map(proficientIn)).toEqual([3, 0, 0, 0, 0]);
  });

  it('reads the history by series key, whatever the series’ order', () => {
    const reversed = { ...sara.history, series: [...sara.history.series].reverse() };
    expect(historyWeeksOf(reversed).at(-1)).toEqual({ label: '۳۰ آبان', score: 97.7, answered: 11 });
    expect(historyWeeksOf({ ...sara.history, series: [] })[0]).toEqual({
      label: '۱۱ مهر',
      score: null,
      answered: null,
    });
  });
});
