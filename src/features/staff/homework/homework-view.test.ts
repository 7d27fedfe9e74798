import { describe, expect, it } from 'vitest';
import { example } from '@/testing/handlers';
import { nextDay } from './homework-dates';
import { schoolHomeworkView, schoolPupilView, teacherHomeworkView, teacherPupilView } from './homework-view';
import { homework, report } from './story-handlers';

const schoolReport = example('getSchoolHomeworkReport', 'school');
const schoolStudents = example('getSchoolHomeworkStudents', 'school');
const schoolSkills = example('getSchoolHomeworkSkills', 'school');
const schoolStudent = example('getSchoolStudentHomework', 'school');

describe('the homework view per role', () => {
  it('maps the teacher’s homework and report: range, own target, and per skill who reached it', () => {
    const view = teacherHomeworkView(homework, report);
    expect(view).toMatchObject({
      id: 4105,
      title: 'مرور دانش و دانایی',
      className: 'چهارم الف',
      courseName: 'فارسی چهارم',
      teacherName: 'مریم رضایی',
      range: { kind: 'pages', first: 10, last: 28 },
      target: 70,
      targetKnown: true,
      endDate: '2026-11-26',
      progressPercent: 10,
      studentCount: 26,
      doneCount: 0,
    });
    expect(view.students).toHaveLength(26);
    const antonyms = view.skills.find((s) => s.skillId === 40202)!;
    const reached = report.students.filter((s) => s.skills.some((k) => k.skill_id === 40202 && k.done)).length;
    expect(antonyms).toEqual({ skillId: 40202, title: 'واژه‌های متضاد', reached, of: 26 });
  });

  it('reads a section range when the homework has one', () => {
    const bySection = { ...homework, first_page: null, last_page: null, first_section: 2, last_section: 4 };
    expect(teacherHomeworkView(bySection, report).range).toEqual({ kind: 'sections', first: 2, last: 4 });
  });

  it('maps the school’s three answers to the same view (no range; «ماهر» as the measure)', () => {
    const view = schoolHomeworkView(schoolReport, schoolStudents, schoolSkills);
    expect(view).toMatchObject({
      id: 4105,
      className: 'چهارم الف',
      teacherName: 'مریم رضایی',
      range: null,
      target: 80,
      targetKnown: false,
      studentCount: 26,
      doneCount: 0,
      progressPercent: 10,
    });
    expect(view.skills[1]).toEqual({ skillId: 40202, title: 'واژه‌های متضاد', reached: 12, of: 18 });
  });

  it('finds one pupil in the teacher’s report, or says the pupil is not in it', () => {
    const pupil = teacherPupilView(homework, report, 101)!;
    expect(pupil).toMatchObject({ name: 'سارا احمدی', target: 70, homeworkId: 4105, comment: null });
    expect(pupil.skills.map((s) => s.skill_id)).toEqual([40201, 40202, 40203]);
    expect(teacherPupilView(homework, report, 999)).toBeNull();
  });

  it('maps the school’s pupil report with the teacher’s note', () => {
    const pupil = schoolPupilView(schoolStudent);
    expect(pupil).toMatchObject({ name: 'سارا احمدی', studentId: 101, homeworkTitle: 'مرور دانش و دانایی' });
    expect(pupil.comment).toContain('سارا جان');
  });
});

describe('homework dates', () => {
  it('gives the day after the deadline, across a month', () => {
    expect(nextDay('2026-11-26')).toBe('2026-11-27');
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
  });
});
