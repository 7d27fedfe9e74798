import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { SchoolGrade as GradeRecord } from '@/api/generated/model';
import { toPersianDigits } from '@/shared/digits';
import { common } from '@/shared/i18n/common';
import type { SchoolGrade } from '@/shared/routing/areas/school';
import { useSchoolScope } from '@/shared/routing/use-school-scope';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { queryFallback } from '@/shared/ui/states';
import { GradeClasses } from './grade-classes';
import { gradeOfSchool, isSchoolGrade } from './grade-guard';
import { GradeNotFound } from './grade-not-found';
import { t } from './strings';
import { useGrades } from '@/shared/school-dashboard/school-calls';

/**
 * /school/grades/:grade — one grade of the manager's school: its classes and its report; the office
 * sees the same page of any school at /organization/school/:schoolId/grades/:grade (its calls name
 * grades 4–6 only). Only a grade the school has (the grades call) opens; any other word shows the
 * grades it has.
 */
export function GradeScreen() {
  const { grade: word } = useParams();
  const scope = useSchoolScope();
  const grades = useGrades();
  const named = isSchoolGrade(word) ? t.title(common.grades[word]) : t.loadingTitle;
  useDocumentTitle(t.documentTitle(named));
  // The office's address names no school it can ask about: nothing to show but «not found».
  if (scope.role === 'organization' && scope.schoolId === null) return <GradeNotFound has={[]} />;
  const waiting = queryFallback([grades]);
  if (waiting || !grades.data) return <Waiting title={named}>{waiting}</Waiting>;
  const grade = gradeOfSchool(word, grades.data);
  if (!grade) return <GradeNotFound has={grades.data} />;
  const record = grades.data.find((r) => r.grade === grade);
  return <GradePage grade={grade} record={record} />;
}

function Waiting({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <ScreenHeading title={title} />
      {children}
    </Stack>
  );
}

function GradePage({ grade, record }: { grade: SchoolGrade; record: GradeRecord | undefined }) {
  return (
    <Stack gap="xl">
      <ScreenHeading
        title={t.title(common.grades[grade])}
        subtitle={record && t.subtitle(toPersianDigits(record.class_count), toPersianDigits(record.student_count))}
      />
      <GradeClasses grade={grade} />
    </Stack>
  );
}
