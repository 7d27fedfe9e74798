import { Text } from '@mantine/core';
import {
  useGetMyHomeworkDashboard,
  useGetMyReviewDashboard,
  useListMyPackages,
} from '@/api/generated/endpoints/member/member';
import type { Grade } from '@/api/generated/model';
import { formatJalaliDate, formatJalaliDateTime } from '@/shared/dates';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/states';
import { isFinished, openReviews, packagesInOrder } from './dashboard-values';
import { DashboardSection, QueryBody } from '@/shared/ui/dashboard-section';
import { t } from './strings';
import { WorkItem, WorkList } from './work-list';

const never = () => false;

/** Open homework with its Jalali due date and progress; overdue ones are counted under it. */
export function HomeworkSection({ grade }: { grade: Grade | null }) {
  const query = useGetMyHomeworkDashboard();
  return (
    <DashboardSection
      order={3}
      title={t.homework.title}
      action={{ label: t.homework.all, to: paths.student.homeworksHref({ grade, subject: undefined }) }}
    >
      <QueryBody query={query} loading={t.homework.loading} isEmpty={never} empty={null}>
        {(dashboard) => (
          <>
            {dashboard.current.length === 0 ? (
              <EmptyState title={t.homework.empty} description={t.homework.emptyHint} />
            ) : (
              <WorkList>
                {dashboard.current.map((homework) => (
                  <WorkItem
                    key={homework.id}
                    to={paths.student.homeworkHref(homework.id)}
                    title={homework.title}
                    details={[
                      t.joined(homework.course.name, t.homework.skills(homework.skills_count)),
                      t.homework.due(formatJalaliDate(homework.end_date)),
                    ]}
                    percent={homework.progress_percent}
                  />
                ))}
              </WorkList>
            )}
            {dashboard.late_count > 0 && (
              <Text size="sm" c="red.9" mt="sm">
                {t.homework.late(dashboard.late_count)}
              </Text>
            )}
          </>
        )}
      </QueryBody>
    </DashboardSection>
  );
}

/** Reviews open now, soonest deadline first (the server's order), with date and time of the deadline. */
export function ReviewsSection() {
  const query = useGetMyReviewDashboard();
  return (
    <DashboardSection
      order={3}
      title={t.reviews.title}
      action={{ label: t.reviews.all, to: paths.student.courseReview }}
    >
      <QueryBody
        query={query}
        loading={t.reviews.loading}
        isEmpty={(dashboard) => openReviews(dashboard.reviews).length === 0}
        empty={<EmptyState title={t.reviews.empty} description={t.reviews.emptyHint} />}
      >
        {(dashboard) => (
          <WorkList>
            {openReviews(dashboard.reviews).map((review) => (
              <WorkItem
                key={review.id}
                to={paths.student.reviewQuestionHref(review.id)}
                title={review.title}
                details={[
                  t.joined(review.course.name, t.reviews.answered(review.questions_answered, review.questions_count)),
                  t.reviews.deadline(formatJalaliDateTime(review.deadline)),
                ]}
                percent={Math.round((review.questions_answered / review.questions_count) * 100)}
              />
            ))}
          </WorkList>
        )}
      </QueryBody>
    </DashboardSection>
  );
}

/** The pupil's packages, those under way first. */
export function PackagesSection() {
  const query = useListMyPackages();
  return (
    <DashboardSection order={3} title={t.packages.title}>
      <QueryBody
        query={query}
        loading={t.packages.loading}
        isEmpty={(packages) => packages.length === 0}
        empty={<EmptyState title={t.packages.empty} />}
      >
        {(packages) => (
          <WorkList>
            {packagesInOrder(packages).map((item) => (
              <WorkItem
                key={item.id}
                to={paths.student.packageHref(item.id)}
                title={item.title}
                details={[t.joined(item.course.name, t.packages.steps(item.activities_done, item.activities_count))]}
                percent={item.progress_percent}
                status={isFinished(item) ? t.packages.finished : undefined}
              />
            ))}
          </WorkList>
        )}
      </QueryBody>
    </DashboardSection>
  );
}
