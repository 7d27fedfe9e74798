import { Button, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useGetTeacherClassDashboard } from '@/api/generated/endpoints/teacher/teacher';
import { byClass } from '@/shared/class-order';
import { ClassReportPanels } from '@/shared/class-report/class-report';
import { useReportChoices, withChoices } from '@/shared/class-report/report-period';
import { reportText } from '@/shared/class-report/strings';
import { periodText } from '@/shared/class-report/summaries';
import { iranToday } from '@/shared/dates';
import { paths } from '@/shared/routing/paths';
import { useRouteIds } from '@/shared/routing/use-route-ids';
import { EmptyState, queryFallback } from '@/shared/ui/states';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { TextLink } from '@/shared/ui/text-link';
import classes from './class-report-print.module.css';
import { t } from './strings';

// About the width of an A4 sheet's text (186 mm): the charts measure themselves on screen, so
// drawn at this width they need no redrawing when the page goes to paper.
const SHEET_WIDTH = 700;

/**
 * /teacher/class/:classId/course/:courseId/reports/print — the class course's report laid out for
 * A4: one column, its heading naming class, course and the Jalali period; the app's header and
 * menus are left off the paper by the app's print stylesheet.
 */
export function ClassReportPrintScreen() {
  const { classId, courseId } = useRouteIds('classId', 'courseId');
  const [choices] = useReportChoices();
  // The class card gives the heading its names and proves the class and course are the teacher's.
  const cards = useGetTeacherClassDashboard(
    { classId: classId ?? 0 },
    { query: { enabled: classId !== null, select: byClass } },
  );
  const card = cards.data?.find((item) => item.class.id === classId);
  const course = card?.courses.find((item) => item.id === courseId);
  useDocumentTitle(card && course ? t.documentTitle(card.class.name, course.name) : t.fallbackTitle);

  // A malformed class id asks nothing (the query stays pending): it is «not found», not loading.
  const waiting = classId !== null && queryFallback([cards]);
  if (waiting) return waiting;
  if (!card || !course)
    return (
      <Stack gap="lg">
        <ScreenHeading title={t.fallbackTitle} />
        <EmptyState
          title={t.notFound.title}
          description={t.notFound.description}
          action={<TextLink to={paths.teacher.classes}>{t.backToClasses}</TextLink>}
        />
      </Stack>
    );

  const back = withChoices(paths.teacher.classCourseHref(card.class.id, course.id, 'reports'), choices);
  return (
    <Stack gap="lg" maw={SHEET_WIDTH} w="100%" mx="auto" className={classes.sheet}>
      <Group justify="space-between" gap="xs" data-no-print>
        <TextLink to={back}>{t.back}</TextLink>
        <Button onClick={() => window.print()} mih={44} variant="default">
          {t.print}
        </Button>
      </Group>
      <ScreenHeading
        title={t.title(card.class.name, course.name)}
        subtitle={t.period(reportText.period.names[choices.period], periodText(choices.period, iranToday()))}
      />
      <ClassReportPanels classId={card.class.id} courseId={course.id} {...choices} layout="print" />
    </Stack>
  );
}
