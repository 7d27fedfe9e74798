/**
 * The family report (issue 29): one pupil's Saturday-to-Friday week, from the same history as
 * every other report. The days' minutes are the daily goal's (`totalsByDay`, `minutesOf`); the
 * answers and the practised and mastered skills are the teachers' reports' `totals` over the
 * week; the homework statuses are `pupilProgress`, the teacher's homework report's; quizzes are
 * judged by `scoreOf` as the pupil's result page judges them; the rewards are the pupil's own
 * collection. Only the first name is told: anyone holding a link may read it.
 */
import type { FamilyReport, FamilyReportHomework, FamilyWeek } from '../../../src/api/generated/model';
import { dayAt, isoDate, isoDateTime } from '../../world/calendar.ts';
import { courseById, skillById } from '../../world/curriculum/index.ts';
import { faDigits } from '../../world/curriculum/persian.ts';
import { minutesOf, totalsByDay } from '../../world/daily-goal.ts';
import { pupilHomeworkDuring, pupilProgress } from '../../world/homework.ts';
import { attemptOf } from '../../world/quiz-attempts.ts';
import { scoreOf } from '../../world/quiz-results.ts';
import { quizzesOfClass } from '../../world/quizzes.ts';
import { eachSession, MASTERED, totals } from '../../world/report-math.ts';
import { dayLabel, lastWeeks, weekdayName } from '../../world/report-periods.ts';
import { earnedRewards } from '../../world/rewards.ts';
import type { PersonRec } from '../../world/types.ts';
import type { World } from '../../world/build.ts';
import { gamificationOn } from './account.ts';

const SKILLS_SHOWN = 8;
const HOMEWORK_ORDER: Record<FamilyReportHomework['status'], number> = {
  late: 0,
  not_started: 1,
  in_progress: 1,
  done: 2,
};

/** The Saturday and the next Saturday of the week asked for. */
function weekOf(now: Date, week: FamilyWeek) {
  const [previous, current] = lastWeeks(now, 2);
  return week === 'previous' ? previous! : current!;
}

function minutesIn(byDay: ReturnType<typeof totalsByDay>, from: Date): number[] {
  return Array.from({ length: 7 }, (_, i) => minutesOf(byDay.get(isoDate(dayAt(from, i)))));
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The homework open at some time in the week, by the pupil's own deadline, late first. */
function homeworkOfWeek(world: World, pupil: PersonRec, from: Date, to: Date): FamilyReportHomework[] {
  return pupilHomeworkDuring(world, pupil, from, to)
    .map((hw) => {
      const progress = pupilProgress(world, hw, pupil.id);
      return {
        id: hw.id,
        title: hw.title,
        subject: courseById(hw.course_id)!.subject,
        status: progress.status,
        end_date: progress.end_date,
        progress_percent: progress.progress_percent,
      };
    })
    .sort(
      (a, b) =>
        HOMEWORK_ORDER[a.status] - HOMEWORK_ORDER[b.status] || a.end_date.localeCompare(b.end_date) || a.id - b.id,
    );
}

function quizzesOfWeek(world: World, pupil: PersonRec, from: Date, to: Date) {
  if (pupil.class_id === null) return [];
  const now = world.now();
  return quizzesOfClass(world, pupil.class_id)
    .flatMap((quiz) => {
      const attempt = attemptOf(world, quiz, pupil.id, now);
      if (!attempt?.submitted_at || attempt.submitted_at < from || attempt.submitted_at >= to) return [];
      const score = scoreOf(quiz, { ...attempt, submitted_at: attempt.submitted_at });
      return [{ id: quiz.id, title: quiz.title, percent: score.percent, at: attempt.submitted_at }];
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ at, ...quiz }) => ({ ...quiz, submitted_at: isoDateTime(at) }));
}

export function familyReport(world: World, pupil: PersonRec, week: FamilyWeek): FamilyReport {
  const now = world.now();
  const { from, to } = weekOf(now, week);
  const today = isoDate(now);
  const byDay = totalsByDay(world.activity.sessionsOf(pupil.id), now);
  const days = Array.from({ length: 7 }, (_, i) => {
    const at = dayAt(from, i, 12 * 60);
    const date = isoDate(at);
    const day = byDay.get(date);
    return {
      date,
      weekday: weekdayName(at),
      minutes: minutesOf(day),
      answered: day?.answered ?? 0,
      future: date > today,
    };
  });
  const filter = { pupils: [pupil], from, to };
  const sums = totals(world, filter);
  const skillIds = new Set<number>();
  eachSession(world, filter, (s) => skillIds.add(s.skill_id));
  const skills = [...skillIds]
    .map((id) => {
      const skill = skillById(id)!;
      const score = world.activity.mastery(pupil.id, id).score;
      return { id, title: skill.title, subject: skill.subject, score, mastered: score >= MASTERED };
    })
    .sort((a, b) => Number(b.mastered) - Number(a.mastered) || b.score - a.score || a.id - b.id);
  const homework = homeworkOfWeek(world, pupil, from, to);
  const rewards = gamificationOn(world, pupil)
    ? earnedRewards(world, pupil.id)
        .filter((r) => r.earned_at !== null && new Date(r.earned_at) >= from && new Date(r.earned_at) < to)
        .map((r) => ({ id: r.id, kind: r.kind, title: r.title, cup_level: r.cup_level, earned_at: r.earned_at! }))
    : [];
  const report: Omit<FamilyReport, 'next_steps'> = {
    first_name: pupil.first_name,
    week,
    from: isoDate(from),
    to: isoDate(dayAt(to, -1)),
    days,
    minutes: sum(days.map((d) => d.minutes)),
    previous_minutes: sum(minutesIn(byDay, dayAt(from, -7))),
    answered: sums.questions,
    correct_percent: sums.questions ? Math.round((100 * sums.correct) / sums.questions) : null,
    practice_days: days.filter((d) => d.answered > 0).length,
    skills_practised: sums.practisedSkills,
    skills_mastered: sums.masteredSkills,
    skills: skills.slice(0, SKILLS_SHOWN),
    homework,
    quizzes: quizzesOfWeek(world, pupil, from, to),
    rewards,
  };
  return { ...report, next_steps: nextSteps(report, skills) };
}

type Facts = Omit<FamilyReport, 'next_steps'>;
type SkillFacts = FamilyReport['skills'];

/**
 * Two suggestions a parent can act on, most useful first: a late homework, an open one due soon,
 * the skill that most needs practice, a habit of short daily practice, then praise for what went
 * well. Each names the thing (a homework, a skill) so the parent can ask the child about it.
 */
function nextSteps(report: Facts, skills: SkillFacts): [string, string] {
  const name = report.first_name;
  const steps: string[] = [];
  const late = report.homework.find((h) => h.status === 'late');
  const open = report.homework.find((h) => h.status === 'in_progress' || h.status === 'not_started');
  const weakest = [...skills].filter((s) => !s.mastered).sort((a, b) => a.score - b.score)[0];
  const mastered = skills.find((s) => s.mastered);
  if (late) steps.push(`تکلیف «${late.title}» از مهلتش گذشته است؛ از ${name} بخواهید آن را تمام کند.`);
  if (open)
    steps.push(
      `تکلیف «${open.title}» تا ${dayLabel(new Date(`${open.end_date}T12:00:00+03:30`))} مهلت دارد؛ با ${name} برنامه‌ای برای انجامش بچینید.`,
    );
  if (weakest)
    steps.push(
      `مهارت «${weakest.title}» هنوز تمرین می‌خواهد (امتیاز ${faDigits(weakest.score)} از ${faDigits(100)}). روزی ده دقیقه تمرین در آن کمک می‌کند.`,
    );
  if (report.practice_days < 3)
    steps.push(
      report.practice_days === 0
        ? `${name} این هفته تمرین نکرده است. روزی ده دقیقه تمرین، بیشتر از یک تمرین طولانی در هفته کمک می‌کند.`
        : `${name} این هفته ${faDigits(report.practice_days)} روز تمرین کرد. تمرین کوتاه هر روزه بهتر از تمرین طولانی در یک روز است.`,
    );
  if (mastered) steps.push(`${name} در «${mastered.title}» ماهر شده است؛ برایش از این پیشرفت بگویید و تشویقش کنید.`);
  steps.push(`از ${name} بخواهید یکی از سؤال‌هایی را که این هفته حل کرده برایتان توضیح دهد.`);
  steps.push(`با ${name} دربارهٔ درسی که بیشتر از همه دوست دارد گفت‌وگو کنید.`);
  return [steps[0]!, steps[1]!];
}
