import { describe, expect, it } from 'vitest';
import { HomeworkStatus, HomeworkStudentProgressStatus } from '@/api/generated/model';
import {
  homeworkPupilStatusColor,
  homeworkPupilStatusLabel,
  homeworkStatusColor,
  homeworkStatusLabel,
  homeworkTimeNote,
} from './homework';

const hw = (status: HomeworkStatus, start = '2026-11-23', end = '2026-11-30') => ({
  status,
  start_date: start,
  end_date: end,
});

describe('homework statuses, labelled once', () => {
  it('names and colours every status of the contract, each with its own words', () => {
    for (const status of Object.values(HomeworkStatus)) {
      expect(homeworkStatusLabel[status]).toBeTruthy();
      expect(homeworkStatusColor[status]).toBeTruthy();
    }
    for (const status of Object.values(HomeworkStudentProgressStatus)) {
      expect(homeworkPupilStatusLabel[status]).toBeTruthy();
      expect(homeworkPupilStatusColor[status]).toBeTruthy();
    }
    expect(new Set(Object.values(homeworkStatusLabel)).size).toBe(Object.values(HomeworkStatus).length);
    expect(homeworkStatusLabel.scheduled).toBe('زمان‌بندی‌شده');
    // A draft is not «شروع نشده», the words of a pupil who has not answered.
    expect(Object.values(homeworkStatusLabel)).not.toContain(homeworkPupilStatusLabel.not_started);
  });

  it('says how soon a scheduled homework starts, never how many days are left', () => {
    expect(homeworkTimeNote(hw('scheduled'), '2026-11-22')).toBe('فردا شروع می‌شود');
    expect(homeworkTimeNote(hw('scheduled', '2026-11-27'), '2026-11-22')).toBe('۵ روز دیگر شروع می‌شود');
    expect(homeworkTimeNote(hw('active', '2026-11-20', '2026-11-26'), '2026-11-22')).toBe('۴ روز مانده');
    expect(homeworkTimeNote(hw('active', '2026-11-20', '2026-11-22'), '2026-11-22')).toBe('امروز روز آخر است');
    // A list read after midnight: the date has passed though the server still said active.
    expect(homeworkTimeNote(hw('active', '2026-11-10', '2026-11-20'), '2026-11-22')).toBe('مهلت تمام شده');
    expect(homeworkTimeNote(hw('finished'), '2026-12-22')).toBe('مهلت تمام شده');
    expect(homeworkTimeNote(hw('draft'), '2026-11-22')).toBeNull();
  });
});
