import { describe, expect, it } from 'vitest';
import { worldClient } from '../harness.ts';

type Figures = Record<
  'average_smart_score' | 'participation_percent' | 'late_homework_percent' | 'quiz_average_percent',
  number | null
>;

interface Comparison {
  weeks: { from: string; label: string }[];
  rows: {
    id: number | null;
    grade: string | null;
    name: string;
    student_count: number;
    figures: Figures;
    trends: Record<keyof Figures, (number | null)[]>;
  }[];
  median: Figures;
}

describe('leaders compare', () => {
  it('the manager’s grades read the grade cards’ own figures, with eight weeks of trend', async () => {
    const { get } = worldClient();
    const compare = (await get('school', '/school/compare/')).body as Comparison;
    const cards = (await get('school', '/school/dashboard/grade/')).body as {
      grade: string;
      student_count: number;
      average_smart_score: number | null;
    }[];
    expect(compare.rows.map((r) => r.grade)).toEqual(cards.map((c) => c.grade));
    expect(compare.rows.map((r) => r.name)).toEqual(['پایهٔ سوم', 'پایهٔ چهارم', 'پایهٔ پنجم', 'پایهٔ ششم']);
    for (const [i, card] of cards.entries()) {
      expect(compare.rows[i]!.student_count).toBe(card.student_count);
      expect(compare.rows[i]!.figures.average_smart_score).toBe(card.average_smart_score);
    }
    expect(compare.weeks).toHaveLength(8);
    for (const row of compare.rows) {
      for (const trend of Object.values(row.trends)) expect(trend).toHaveLength(8);
      // This week's participation is the trend's last week.
      expect(row.figures.participation_percent).toBe(row.trends.participation_percent.at(-1));
    }
  });

  it('a grade’s classes: the class cards’ SmartScore, the quiz reports’ average, the homework reports’ late pupils', async () => {
    const { get } = worldClient();
    const compare = (await get('school', '/school/compare/?grade=fourth')).body as Comparison;
    expect(compare.rows.map((r) => r.name)).toEqual(['چهارم الف', 'چهارم ب']);
    const cards = (await get('school', '/school/dashboard/grade/fourth/class/')).body as {
      id: number;
      average_smart_score: number | null;
    }[];
    const quizzes = (await get('school', '/school/quiz/report/?grade=fourth')).body as {
      class: { id: number };
      average_percent: number | null;
    }[];
    for (const row of compare.rows) {
      expect(row.figures.average_smart_score).toBe(cards.find((c) => c.id === row.id)!.average_smart_score);
      expect(row.figures.quiz_average_percent).toBe(quizzes.find((q) => q.class.id === row.id)!.average_percent);
    }
    // The teacher's homework reports of چهارم الف's finished homework: its pupils left late, over all.
    const list = (await get('teacher', '/teacher/homework/class/?classId=41&status=finished&size=50')).body as {
      results: { id: number }[];
    };
    let late = 0;
    let all = 0;
    for (const { id } of list.results) {
      const report = (await get('teacher', `/teacher/homework/${id}/report/`)).body as {
        students: { status: string }[];
      };
      late += report.students.filter((s) => s.status === 'late').length;
      all += report.students.length;
    }
    expect(all).toBeGreaterThan(0);
    expect(compare.rows[0]!.figures.late_homework_percent).toBe(Math.round((late * 100) / all));
  });

  it('the office ranks its province’s schools by the schools list’s figures, with the median of each', async () => {
    const { get } = worldClient();
    const compare = (await get('organization', '/organization/dashboard/compare/ostan/4/')).body as Comparison;
    const list = (await get('organization', '/organization/dashboard/school/ostan/4/?size=50')).body as {
      results: { id: number; average_smart_score: number | null; student_count: number }[];
    };
    expect(compare.rows.map((r) => r.id).sort()).toEqual(list.results.map((s) => s.id).sort());
    for (const school of list.results) {
      const row = compare.rows.find((r) => r.id === school.id)!;
      expect([row.student_count, row.figures.average_smart_score]).toEqual([
        school.student_count,
        school.average_smart_score,
      ]);
    }
    const scores = compare.rows
      .map((r) => r.figures.average_smart_score)
      .filter((v): v is number => v !== null)
      .sort((a, b) => a - b);
    const mid = scores.length >> 1;
    const median = scores.length % 2 ? scores[mid]! : (scores[mid - 1]! + scores[mid]!) / 2;
    expect(compare.median.average_smart_score).toBe(Math.round(median * 10) / 10);
  });

  it('refuses what it cannot answer', async () => {
    const { get } = worldClient();
    const status = async (as: string, url: string) => (await get(as, url)).status;
    expect(await status('teacher', '/school/compare/')).toBe(403);
    expect(await status('school', '/school/compare/?grade=ninth')).toBe(400);
    expect(await status('organization', '/organization/dashboard/compare/ostan/999/')).toBe(404);
    expect(await status('school', '/organization/dashboard/compare/ostan/4/')).toBe(403);
  });
});
