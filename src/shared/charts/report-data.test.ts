import { describe, expect, it } from 'vitest';
import type { ReportSeries } from '@/api/generated/model';
import { example } from '@/testing/handlers';
import {
  donutCellsOf,
  gridDataOf,
  isEmptyPie,
  isEmptySeries,
  lowOf,
  matrixOf,
  peakOf,
  sumOf,
  totalsOf,
} from './report-data';

const duration = example('getMyPracticeDurationReport', 'student');
const accuracy = example('getMyAnswerAccuracyReport', 'student');

describe('gridDataOf', () => {
  it('turns a ReportSeries into one row per label with each series under its key', () => {
    const grid = gridDataOf(duration);
    expect(grid.dataKey).toBe('label');
    expect(grid.data[0]).toEqual({ label: duration.labels[0], math: 0, literature: 0, science: 0 });
    expect(grid.series.map((s) => s.label)).toEqual(['ریاضی', 'فارسی', 'علوم']);
    expect(grid.series[0]).toMatchObject({ name: 'math', color: 'blue.6' });
  });
});

describe('donutCellsOf', () => {
  it('keeps the slices’ Persian labels and colours them by key', () => {
    expect(donutCellsOf(accuracy)).toEqual([
      { key: 'correct', name: 'درست', value: 45, color: 'teal.7' },
      { key: 'wrong', name: 'نادرست', value: 13, color: 'red.7' },
    ]);
  });
});

describe('matrixOf', () => {
  it('makes a row per series and a column per label', () => {
    const report: ReportSeries = {
      title: '',
      unit: 'درصد',
      labels: ['صبح', 'عصر'],
      series: [{ key: 'correct', name: 'پاسخ درست', data: [76, 100] }],
    };
    expect(matrixOf(report)).toEqual({ rows: ['پاسخ درست'], columns: ['صبح', 'عصر'], values: [[76, 100]] });
  });

  it('puts weekday rows Saturday first', () => {
    const report: ReportSeries = {
      title: '',
      unit: '',
      labels: ['۱۷'],
      series: [
        { key: 'mon', name: 'دوشنبه', data: [3] },
        { key: 'sat', name: 'شنبه', data: [1] },
        { key: 'fri', name: 'جمعه', data: [] },
      ],
    };
    expect(matrixOf(report)).toEqual({ rows: ['شنبه', 'دوشنبه', 'جمعه'], columns: ['۱۷'], values: [[1], [3], [null]] });
  });
});

describe('emptiness', () => {
  it('a series is empty without labels or series, not when its values are zero', () => {
    expect(isEmptySeries({ title: '', unit: '', labels: [], series: [] })).toBe(true);
    expect(isEmptySeries({ title: '', unit: '', labels: ['صبح'], series: [] })).toBe(true);
    expect(
      isEmptySeries({ title: '', unit: '', labels: ['صبح'], series: [{ key: 'correct', name: '', data: [0] }] }),
    ).toBe(false);
  });

  it('a pie is empty when no slice is above zero', () => {
    expect(isEmptyPie({ title: '', slices: [] })).toBe(true);
    expect(isEmptyPie({ title: '', slices: [{ key: 'done', label: '', value: 0 }] })).toBe(true);
    expect(isEmptyPie(accuracy)).toBe(false);
  });
});

describe('peaks and totals', () => {
  it('find the highest and the lowest (first on a tie)', () => {
    expect(peakOf(['۹', '۱۰', '۱۱'], [13, 22, 22])).toEqual({ label: '۱۰', value: 22 });
    expect(lowOf(['الف', 'ب', 'ج'], [21, 0, 0])).toEqual({ label: 'ب', value: 0 });
    expect(peakOf([], [])).toBeNull();
  });

  it('sum stacked series per label', () => {
    expect(totalsOf(duration)).toEqual([0, 11, 9, 18, 18]);
    expect(sumOf(totalsOf(duration))).toBe(56);
  });
});
