/**
 * The cross-role coherence suite: walks a server as its users do, through the contract's own
 * operations only, and holds every figure to one definition. Written from the contract (its
 * schemas' descriptions are the definitions), never from the demo world's internals, so the
 * same walk judges the mock in `npm test` and a real backend through `npm run conformance`.
 *
 * The walk: each teacher's classes (pupils, homework and every pupil's row and skill work,
 * quizzes and every pupil's result, packages and every pupil's activity, reviews), each
 * manager's classes (the same figures from the school's mirrored calls), each pupil's own
 * pages (homework, quizzes, packages, reviews, badges and cups) and the office's schools.
 * A figure several roles report is observed from each and must read the same; a summary must
 * equal the list it summarises. `light` reads the answer lists of one pupil per homework only.
 */
import type { Api } from './api.ts';
import { Findings } from './findings.ts';

export type Role = 'student' | 'teacher' | 'school' | 'organization';
export type Tokens = Partial<Record<Role, string[]>>;

export const RULES = {
  'homework.row': "A pupil's homework row agrees with its skills and with the status definition",
  'homework.roles': 'Teacher, manager and pupil read the same progress for each pupil × homework',
  'homework.skill-work': "A pupil's summary of a homework skill agrees with the list of answers under it",
  'homework.summary': "A homework report's counts equal the pupils' rows it summarises",
  'homework.lists': 'A homework reads the same (state, dates, class progress) in every role that lists it',
  'homework.visible':
    'The manager sees every homework the teacher gave; pupils see a homework only once it has started',
  'homework.dashboard': "The pupil's homework dashboard counts what the pupil's own homework list shows",
  'quiz.roles': 'Teacher, manager and pupil read the same result for each pupil × quiz',
  'quiz.summary': "A quiz report's counts and score bands equal its pupils' rows",
  'quiz.latest': '«آخرین آزمون» is a quiz that has started, and upcoming quizzes come soonest first',
  'package.roles': "The teacher's activity row for a pupil agrees with the pupil's own package page",
  'package.row': "An activity row agrees with the status definition, and the activity's pie chart counts the rows",
  'package.summary': "A package's done count and progress agree with its activities",
  'review.roles': "The teacher's grade sheet and the pupil's own page read the same review",
  'review.summary': "The pupil's review counts equal the reviews listed",
  'rewards.summary': 'Badge and cup counts equal the badges and cups listed',
  'subscription.summary': "The profile's plan is the running one and the queued plans follow it without a gap",
  'class.pupils': 'A class has the same number of pupils wherever it is counted',
  'office.school': "The office's figures for a school equal the school manager's own",
  'family.report':
    "The family report adds up its days, reads each homework and quiz as the pupil's own pages do, and the teacher's copy is the pupil's",
} as const;
export type RuleId = keyof typeof RULES;

export interface SuiteOptions {
  light?: boolean;
  /** Progress lines for a long walk. */
  log?: (line: string) => void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const sortedIds = (values: number[]) => [...values].sort((a, b) => a - b);

/** Runs `work` over `items`, `width` at a time (HTTP servers answer in parallel). */
async function pool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/** The figures of a pupil × homework that every role reports (HomeworkStudentProgress). */
/** What the family report tells of a pupil's homework. */
const familyRowOf = (row: Json) => ({
  status: row.status,
  end_date: row.end_date,
  progress_percent: row.progress_percent,
});

const progressOf = (row: Json) => ({
  status: row.status,
  progress_percent: row.progress_percent,
  skills_done: row.skills_done,
  skills_total: row.skills_total,
  questions_answered: row.questions_answered,
  time_spent_seconds: row.time_spent_seconds,
  skills: row.skills.map((s: Json) => [s.skill_id, s.smart_score, s.questions_answered, s.time_spent_seconds, s.done]),
});

/** A homework as lists and reports show it (HomeworkSummary). */
const summaryOf = (h: Json) => ({
  status: h.status,
  start_date: h.start_date,
  end_date: h.end_date,
  skills_count: h.skills_count,
  progress_percent: h.progress_percent,
});

/** The figures of a pupil's run through a review (Review). */
const reviewOf = (r: Json) => ({
  state: r.state,
  questions_answered: r.questions_answered,
  correct_answers: r.correct_answers,
  score_percent: r.score_percent,
});

export async function runSuite(api: Api, tokens: Tokens, options: SuiteOptions = {}): Promise<Findings> {
  const findings = new Findings(RULES);
  const expect = (rule: RuleId, subject: string, ok: boolean, detail: () => string) =>
    findings.expect(rule, subject, ok, detail);
  const observe = (rule: RuleId, key: string, source: string, value: unknown) =>
    findings.observe(rule, key, source, value);
  const log = options.log ?? (() => {});
  const width = 6;

  /** GET that must succeed; a failure is a finding of `rule`, and the walk goes on without it. */
  async function read(rule: RuleId, token: string, url: string): Promise<Json | undefined> {
    const reply = await api.get(token, url);
    expect(
      rule,
      url,
      reply.status === 200,
      () => `answered ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}`,
    );
    return reply.status === 200 ? reply.body : undefined;
  }

  /** Every result of a paged list. */
  async function readPages(rule: RuleId, token: string, url: string, size = 100): Promise<Json[]> {
    const results: Json[] = [];
    for (let page = 1; ; page++) {
      const body = await read(rule, token, `${url}${url.includes('?') ? '&' : '?'}page=${page}&size=${size}`);
      if (!body) return results;
      results.push(...body.results);
      if (page >= body.total_pages) return results;
    }
  }

  /** The definition of HomeworkStudentProgress, checked on one row. */
  function checkRow(subject: string, row: Json, target: number | undefined) {
    const skills: Json[] = row.skills;
    const done = skills.filter((s) => s.done).length;
    const answered = sum(skills.map((s) => s.questions_answered));
    expect(
      'homework.row',
      subject,
      row.skills_total === skills.length,
      () => `skills_total ${row.skills_total} but ${skills.length} skills`,
    );
    expect(
      'homework.row',
      subject,
      row.skills_done === done,
      () => `skills_done ${row.skills_done} but ${done} skills done`,
    );
    expect(
      'homework.row',
      subject,
      row.questions_answered === answered,
      () => `${row.questions_answered} answers but its skills sum to ${answered}`,
    );
    expect(
      'homework.row',
      subject,
      row.time_spent_seconds === sum(skills.map((s) => s.time_spent_seconds)),
      () => `time ${row.time_spent_seconds} is not the sum of its skills'`,
    );
    const percent = skills.length ? Math.round((100 * done) / skills.length) : 0;
    expect(
      'homework.row',
      subject,
      row.progress_percent === percent,
      () => `progress ${row.progress_percent}% with ${done} of ${skills.length} skills done`,
    );
    const status: string = row.status;
    expect(
      'homework.row',
      subject,
      status !== 'not_started' || answered === 0,
      () => `«not started» with ${answered} answers`,
    );
    expect(
      'homework.row',
      subject,
      status !== 'done' || (done === skills.length && skills.length > 0),
      () => `«done» with ${done} of ${skills.length} skills done`,
    );
    expect(
      'homework.row',
      subject,
      status !== 'in_progress' || (answered > 0 && done < skills.length),
      () => `«in progress» with ${answered} answers and ${done}/${skills.length} done`,
    );
    expect(
      'homework.row',
      subject,
      !(answered > 0 && done < skills.length) || ['in_progress', 'late'].includes(status),
      () => `«${status}» with ${answered} answers and ${done}/${skills.length} done`,
    );
    for (const skill of skills) {
      expect(
        'homework.row',
        `${subject} skill ${skill.skill_id}`,
        !skill.done || skill.questions_answered > 0,
        () => 'done with no answer in the homework',
      );
      if (target !== undefined)
        expect(
          'homework.row',
          `${subject} skill ${skill.skill_id}`,
          // A homework done in time stays done if a score later drops (HomeworkSkillProgress.done).
          status === 'done' || skill.done === (skill.questions_answered > 0 && skill.smart_score >= target),
          () =>
            `done=${skill.done} at SmartScore ${skill.smart_score} with ${skill.questions_answered} answers, target ${target}`,
        );
    }
  }

  /** HomeworkSkillWork: the summary (mastery) and the answers listed under it. */
  function checkSkillWork(subject: string, work: Json, row: Json | undefined) {
    const attempts: Json[] = work.attempts;
    const mastery = work.mastery;
    expect(
      'homework.skill-work',
      subject,
      mastery.questions_answered === attempts.length,
      () => `summary says ${mastery.questions_answered} answered, ${attempts.length} answers listed`,
    );
    const right = attempts.filter((a) => a.correct).length;
    expect(
      'homework.skill-work',
      subject,
      mastery.correct_answers === right,
      () => `summary says ${mastery.correct_answers} right, ${right} right answers listed`,
    );
    if (row)
      expect(
        'homework.skill-work',
        subject,
        row.questions_answered === attempts.length,
        () => `the homework row says ${row.questions_answered} answered, ${attempts.length} answers listed`,
      );
  }

  const classPupils = new Map<number, number[]>();

  // ── teachers ──────────────────────────────────────────────────────────────────────────
  const teacherClasses = new Set<number>();
  for (const token of tokens.teacher ?? []) {
    const classes: Json[] = (await read('class.pupils', token, '/teacher/dashboard/students/classes/')) ?? [];
    const quizClasses: Json[] = (await read('quiz.latest', token, '/teacher/quiz/report/')) ?? [];
    for (const { class: klass, students } of classes) {
      if (teacherClasses.has(klass.id)) continue;
      teacherClasses.add(klass.id);
      const pupils = sortedIds(students.map((s: Json) => s.id));
      classPupils.set(klass.id, pupils);
      observe('class.pupils', `class ${klass.id} pupils`, 'teacher students', pupils.length);
      log(`teacher: class ${klass.id}`);
      await teacherHomework(token, klass.id);
      await teacherQuizzes(
        token,
        klass.id,
        quizClasses.find((c) => c.class.id === klass.id),
      );
      await teacherPackages(token, klass.id);
      await teacherReviews(token, klass.id);
      for (const id of options.light ? pupils.slice(0, 1) : pupils) {
        const report = await read('family.report', token, `/teacher/student/${id}/family-report/?week=previous`);
        if (report) observe('family.report', `family report pupil ${id}`, 'teacher copy', report);
      }
    }
  }

  async function teacherHomework(token: string, classId: number) {
    const list = await readPages('homework.lists', token, `/teacher/homework/class/?classId=${classId}`);
    observe(
      'homework.visible',
      `class ${classId} homework given`,
      'teacher',
      sortedIds(list.filter((h) => h.status !== 'draft').map((h) => h.id)),
    );
    await pool(list, width, async (summary) => {
      observe('homework.lists', `homework ${summary.id}`, 'teacher list', summaryOf(summary));
      const [detail, report] = [
        await read('homework.row', token, `/teacher/homework/${summary.id}/`),
        await read('homework.summary', token, `/teacher/homework/${summary.id}/report/`),
      ];
      if (!report) return;
      observe('homework.lists', `homework ${summary.id}`, 'teacher report', summaryOf(report.homework));
      const rows: Json[] = report.students;
      observe('class.pupils', `class ${classId} pupils`, `teacher homework ${summary.id} report`, report.student_count);
      checkReport(`homework ${summary.id} (teacher)`, report, rows);
      for (const row of rows) {
        const subject = `homework ${summary.id} pupil ${row.student_id}`;
        checkRow(subject, row, detail?.target_smart_score);
        observe('homework.roles', subject, 'teacher report', progressOf(row));
        if (options.light && row !== rows[0]) continue;
        for (const skill of row.skills) {
          const work = await read(
            'homework.skill-work',
            token,
            `/teacher/homework/question-homework-skill/?homeworkId=${summary.id}&studentId=${row.student_id}&skillId=${skill.skill_id}`,
          );
          if (work) {
            checkSkillWork(`${subject} skill ${skill.skill_id} (teacher)`, work, skill);
            observe(
              'homework.skill-work',
              `${subject} skill ${skill.skill_id}`,
              'teacher',
              work.attempts.map((a: Json) => a.id),
            );
          }
        }
      }
    });
  }

  function checkReport(subject: string, report: Json, rows: Json[]) {
    const done = rows.filter((r) => r.status === 'done').length;
    const started = rows.filter((r) => r.questions_answered > 0).length;
    expect(
      'homework.summary',
      subject,
      report.student_count === rows.length,
      () => `${report.student_count} pupils but ${rows.length} rows`,
    );
    expect(
      'homework.summary',
      subject,
      report.done_count === done,
      () => `done_count ${report.done_count} but ${done} rows done`,
    );
    expect(
      'homework.summary',
      subject,
      report.started_count === started,
      () => `started_count ${report.started_count} but ${started} rows with answers`,
    );
    const average = rows.length ? Math.round(sum(rows.map((r) => r.progress_percent)) / rows.length) : 0;
    expect(
      'homework.summary',
      subject,
      report.homework.progress_percent === average,
      () => `class progress ${report.homework.progress_percent}% but its rows average ${average}%`,
    );
  }

  async function teacherQuizzes(token: string, classId: number, home: Json | undefined) {
    const body = await read('quiz.summary', token, `/teacher/quiz/report/${classId}/`);
    if (!body) return;
    const quizzes: Json[] = body.quizzes;
    checkQuizList(
      `class ${classId} quiz reports (teacher)`,
      quizzes.map((q) => q.quiz),
      home,
    );
    await pool(quizzes, width, async ({ quiz }) => {
      if (quiz.status === 'upcoming') return;
      const results = await read('quiz.summary', token, `/teacher/quiz/report/${classId}/${quiz.id}/`);
      if (results) checkQuizResults(`quiz ${quiz.id} class ${classId}`, results, 'teacher');
    });
  }

  function checkQuizList(subject: string, quizzes: Json[], home: Json | undefined) {
    const upcoming = quizzes.filter((q) => q.status === 'upcoming');
    const soonestFirst = upcoming.every(
      (q, i) => i === 0 || Date.parse(upcoming[i - 1].start_at) <= Date.parse(q.start_at),
    );
    expect(
      'quiz.latest',
      subject,
      soonestFirst,
      () => `upcoming not soonest first: ${upcoming.map((q) => q.start_at).join(', ')}`,
    );
    if (!home) return;
    const started = quizzes.filter((q) => q.status !== 'upcoming').map((q) => Date.parse(q.start_at));
    const latest = started.length ? Math.max(...started) : null;
    const said = home.last_quiz_at === null ? null : Date.parse(home.last_quiz_at);
    expect(
      'quiz.latest',
      subject,
      said === latest,
      () =>
        `«آخرین آزمون» ${home.last_quiz_at}, the latest started quiz began ${latest === null ? 'never' : new Date(latest).toISOString()}`,
    );
    expect(
      'quiz.latest',
      subject,
      home.quizzes_count === quizzes.length,
      () => `${home.quizzes_count} quizzes counted, ${quizzes.length} listed`,
    );
  }

  function checkQuizResults(subject: string, results: Json, source: string) {
    const rows: Json[] = results.students;
    const submitted = rows.filter((r) => r.status === 'submitted');
    observe(
      'class.pupils',
      `class ${results.class.id} pupils`,
      `${source} quiz ${results.quiz.id}`,
      results.students_count,
    );
    expect(
      'quiz.summary',
      subject,
      results.students_count === rows.length,
      () => `${results.students_count} pupils but ${rows.length} rows`,
    );
    expect(
      'quiz.summary',
      subject,
      results.submitted_count === submitted.length,
      () => `${results.submitted_count} submitted but ${submitted.length} rows submitted`,
    );
    const bands = sum(results.distribution.slices.map((s: Json) => s.value));
    expect(
      'quiz.summary',
      subject,
      bands === submitted.length,
      () => `score bands hold ${bands}, ${submitted.length} submitted`,
    );
    for (const row of rows) {
      const pupil = `${subject} pupil ${row.student.id}`;
      expect(
        'quiz.summary',
        pupil,
        (row.status === 'submitted') === (row.percent !== null),
        () => `«${row.status}» with percent ${row.percent}`,
      );
      observe('quiz.roles', `quiz ${results.quiz.id} pupil ${row.student.id}`, `${source} results`, {
        status: row.status,
        score: row.score,
        percent: row.percent,
      });
    }
  }

  async function teacherPackages(token: string, classId: number) {
    const packages: Json[] = (await read('package.summary', token, `/teacher/package/?classId=${classId}`)) ?? [];
    await pool(packages, width, async (pack) => {
      const body = await read('package.summary', token, `/teacher/package/${pack.id}/?classId=${classId}`);
      if (!body) return;
      for (const activity of body.activities as Json[]) {
        const rows: Json[] =
          (await read('package.row', token, `/teacher/package/activity/${activity.id}/students/?classId=${classId}`)) ??
          [];
        const pie = await read(
          'package.row',
          token,
          `/teacher/package/activity/${activity.id}/activity-pie-chart/?classId=${classId}`,
        );
        for (const row of rows) {
          const subject = `activity ${activity.id} pupil ${row.student.id}`;
          const answered = row.questions_answered;
          expect(
            'package.row',
            subject,
            row.status !== 'not_started' || (answered === 0 && row.last_answered_at === null),
            () => `«not started» with ${answered} answers, last ${row.last_answered_at}`,
          );
          expect(
            'package.row',
            subject,
            activity.kind !== 'practice' || row.status !== 'done' || answered >= activity.questions_count,
            () => `«done» with ${answered} of ${activity.questions_count} answers`,
          );
          expect(
            'package.row',
            subject,
            activity.kind !== 'practice' || row.status === 'done' || answered < activity.questions_count,
            () => `«${row.status}» with all ${answered} answers`,
          );
          expect(
            'package.row',
            subject,
            answered > 0 || row.smart_score === 0,
            () => `SmartScore ${row.smart_score} with no answer`,
          );
          observe('package.roles', subject, 'teacher activity row', { answered, done: row.status === 'done' });
        }
        if (pie) {
          const counted = sum(pie.slices.map((s: Json) => s.value));
          expect(
            'package.row',
            `activity ${activity.id} class ${classId} pie`,
            counted === rows.length,
            () => `pie counts ${counted}, ${rows.length} rows`,
          );
          for (const slice of pie.slices as Json[]) {
            const n = rows.filter(
              (r) => r.status === slice.key || (slice.key === 'finished' && r.status === 'done'),
            ).length;
            expect(
              'package.row',
              `activity ${activity.id} class ${classId} pie «${slice.label}»`,
              slice.value === n,
              () => `slice ${slice.key} says ${slice.value}, ${n} rows`,
            );
          }
        }
      }
    });
  }

  async function teacherReviews(token: string, classId: number) {
    const groups: Json[] = (await read('review.roles', token, `/teacher/review/groups/?classId=${classId}`)) ?? [];
    await pool(groups, width, async (group) => {
      const sheet = await read('review.roles', token, `/teacher/review/grade/${group.id}/`);
      if (!sheet) return;
      expect(
        'review.summary',
        `review ${group.id}`,
        group.students_count === sheet.students.length,
        () => `${group.students_count} pupils counted, ${sheet.students.length} listed`,
      );
      for (const { student, review } of sheet.students as Json[])
        observe('review.roles', `review ${group.id} pupil ${student.id}`, 'teacher grade sheet', reviewOf(review));
    });
  }

  // ── school managers ───────────────────────────────────────────────────────────────────
  for (const token of tokens.school ?? []) {
    const grades: Json[] = (await read('class.pupils', token, '/school/dashboard/grade/')) ?? [];
    for (const grade of grades) {
      const classes: Json[] =
        (await read('class.pupils', token, `/school/dashboard/grade/${grade.grade}/class/`)) ?? [];
      observeGrade(grade, classes, 'school manager');
      const inGrade = sum(classes.map((c) => c.student_count));
      expect(
        'class.pupils',
        `school grade ${grade.grade}`,
        grade.student_count === inGrade,
        () => `grade counts ${grade.student_count}, its classes ${inGrade}`,
      );
      for (const klass of classes) {
        observe('class.pupils', `class ${klass.id} pupils`, 'school class card', klass.student_count);
        log(`school: class ${klass.id}`);
        await schoolHomework(token, klass.id, klass.homework_count);
        await schoolQuizzes(token, klass.id);
      }
    }
  }

  /**
   * A grade of a school as its manager and the office read it (the contract gives a manager no
   * school id, so a grade is named by its classes). The office may show fewer grades than the
   * manager (grades 4–6, spec); the grades it shows must read the same.
   */
  function observeGrade(grade: Json, classes: Json[], source: string) {
    if (!classes.length) return;
    const key = `grade ${grade.grade} of classes ${sortedIds(classes.map((c) => c.id)).join(',')}`;
    observe('office.school', key, source, { grade, classes });
  }

  async function schoolHomework(token: string, classId: number, homeworkCount: number) {
    const list = await readPages('homework.lists', token, `/school/homework/class/${classId}/`);
    observe('homework.visible', `class ${classId} homework given`, 'school', sortedIds(list.map((h) => h.id)));
    expect(
      'homework.summary',
      `class ${classId} (school)`,
      homeworkCount === list.length,
      () => `class card counts ${homeworkCount} homework, the class page lists ${list.length}`,
    );
    await pool(list, width, async (summary) => {
      observe('homework.lists', `homework ${summary.id}`, 'school list', summaryOf(summary));
      const report = await read('homework.visible', token, `/school/homework/${summary.id}/report/`);
      const rows: Json[] =
        (await read('homework.summary', token, `/school/homework/students/?homeworkId=${summary.id}`)) ?? [];
      if (report) {
        observe('homework.lists', `homework ${summary.id}`, 'school report', summaryOf(report.homework));
        observe(
          'class.pupils',
          `class ${classId} pupils`,
          `school homework ${summary.id} report`,
          report.student_count,
        );
        const subject = `homework ${summary.id} (school)`;
        expect(
          'homework.summary',
          subject,
          report.student_count === rows.length,
          () => `${report.student_count} pupils but ${rows.length} rows`,
        );
        for (const slice of report.status_chart.slices as Json[]) {
          const n = rows.filter((r) => r.status === slice.key).length;
          expect(
            'homework.summary',
            `${subject} «${slice.label}»`,
            slice.value === n,
            () => `slice says ${slice.value}, ${n} rows`,
          );
        }
      }
      for (const row of rows) {
        const subject = `homework ${summary.id} pupil ${row.student_id}`;
        checkRow(`${subject} (school)`, row, undefined);
        observe('homework.roles', subject, 'school students', progressOf(row));
        if (options.light && row !== rows[0]) continue;
        const own = await read(
          'homework.roles',
          token,
          `/school/homework/student/?homeworkId=${summary.id}&studentId=${row.student_id}`,
        );
        if (own) observe('homework.roles', subject, 'school pupil page', progressOf(own.progress));
        for (const skill of row.skills) {
          const work = await read(
            'homework.skill-work',
            token,
            `/school/homework/student-skills/?homeworkId=${summary.id}&studentId=${row.student_id}&skillId=${skill.skill_id}`,
          );
          if (work) {
            checkSkillWork(`${subject} skill ${skill.skill_id} (school)`, work, skill);
            observe(
              'homework.skill-work',
              `${subject} skill ${skill.skill_id}`,
              'school',
              work.attempts.map((a: Json) => a.id),
            );
          }
        }
      }
    });
  }

  async function schoolQuizzes(token: string, classId: number) {
    const body = await read('quiz.summary', token, `/school/quiz/report/${classId}/`);
    if (!body) return;
    checkQuizList(
      `class ${classId} quiz reports (school)`,
      body.quizzes.map((q: Json) => q.quiz),
      undefined,
    );
    await pool(body.quizzes as Json[], width, async ({ quiz }) => {
      if (quiz.status === 'upcoming') return;
      const results = await read('quiz.summary', token, `/school/quiz/report/${classId}/${quiz.id}/`);
      if (results) checkQuizResults(`quiz ${quiz.id} class ${classId} (school)`, results, 'school');
    });
  }

  // ── pupils ────────────────────────────────────────────────────────────────────────────
  /** The pupil's family report of last week: its sums, and each homework and quiz it names. */
  async function pupilFamilyReport(token: string, me: number) {
    const report = await read('family.report', token, '/member/family-report/?week=previous');
    if (!report) return;
    observe('family.report', `family report pupil ${me}`, 'pupil', report);
    const days: Json[] = report.days;
    const sum = (key: string) => days.reduce((total, day) => total + day[key], 0);
    const practised = days.filter((day) => day.answered > 0).length;
    expect(
      'family.report',
      `family report pupil ${me}`,
      report.minutes === sum('minutes') && report.answered === sum('answered') && report.practice_days === practised,
      () =>
        `minutes ${report.minutes}/${sum('minutes')}, answered ${report.answered}/${sum('answered')}, days ${report.practice_days}/${practised}`,
    );
    for (const hw of report.homework)
      observe('family.report', `family homework ${hw.id} pupil ${me}`, 'family report', familyRowOf(hw));
    for (const quiz of report.quizzes)
      observe('family.report', `family quiz ${quiz.id} pupil ${me}`, 'family report', quiz.percent);
  }

  await pool(tokens.student ?? [], width, async (token) => {
    const profile = await read('homework.roles', token, '/member/profile/');
    if (!profile?.class) return;
    const me: number = profile.id;
    const classId: number = profile.class.id;
    log(`pupil ${me}`);

    checkSubscription(`pupil ${me}`, profile.plan, profile.queued_plans ?? []);

    const list = await readPages('homework.visible', token, `/member/homework/class/${classId}/`);
    const counts = { active: 0, done: 0, late: 0 };
    for (const summary of list) {
      const subject = `homework ${summary.id} pupil ${me}`;
      expect(
        'homework.visible',
        subject,
        !['draft', 'scheduled'].includes(summary.status),
        () => `a pupil sees a «${summary.status}» homework`,
      );
      const report = await read('homework.roles', token, `/member/homework/${summary.id}/report/`);
      if (!report) continue;
      checkRow(`${subject} (pupil)`, report.progress, undefined);
      observe('homework.roles', subject, 'pupil report', progressOf(report.progress));
      observe('family.report', `family ${subject}`, 'pupil report', familyRowOf(report.progress));
      const page = await read('homework.roles', token, `/member/homework/${summary.id}/skills/`);
      if (page) observe('homework.roles', subject, 'pupil homework page', progressOf(page.progress));
      expect(
        'homework.lists',
        subject,
        summary.progress_percent === report.progress.progress_percent,
        () => `list says ${summary.progress_percent}%, the report ${report.progress.progress_percent}%`,
      );
      const status: string = report.progress.status;
      if (status === 'done') counts.done += 1;
      if (status === 'late') counts.late += 1;
      if (summary.status === 'active') counts.active += 1;
    }
    const dashboard = await read('homework.dashboard', token, '/member/homework/dashboard/');
    if (dashboard) {
      const said = { active: dashboard.active_count, done: dashboard.done_count, late: dashboard.late_count };
      expect(
        'homework.dashboard',
        `pupil ${me} current`,
        dashboard.current.length === dashboard.active_count,
        () => `active_count ${dashboard.active_count}, ${dashboard.current.length} listed`,
      );
      expect(
        'homework.dashboard',
        `pupil ${me}`,
        JSON.stringify(said) === JSON.stringify(counts),
        () => `dashboard ${JSON.stringify(said)}, list ${JSON.stringify(counts)}`,
      );
    }

    const quizzes: Json[] = (await read('quiz.roles', token, '/member/quiz/get-all/')) ?? [];
    for (const quiz of quizzes) {
      if (quiz.status !== 'submitted') continue;
      const result = await read('quiz.roles', token, `/member/quiz/${quiz.id}/result/`);
      if (result) {
        observe('quiz.roles', `quiz ${quiz.id} pupil ${me}`, 'pupil result', {
          status: 'submitted',
          score: result.score,
          percent: result.percent,
        });
        observe('family.report', `family quiz ${quiz.id} pupil ${me}`, 'pupil result', result.percent);
      }
    }
    await pupilFamilyReport(token, me);

    const packages: Json[] = (await read('package.roles', token, '/member/package/')) ?? [];
    for (const pack of packages) {
      const body = await read('package.roles', token, `/member/package/${pack.id}/activities/`);
      if (!body) continue;
      const activities: Json[] = body.activities;
      const done = activities.filter((a) => a.status === 'done').length;
      const subject = `package ${pack.id} pupil ${me}`;
      expect(
        'package.summary',
        subject,
        pack.activities_count === activities.length,
        () => `${pack.activities_count} activities counted, ${activities.length} listed`,
      );
      expect(
        'package.summary',
        subject,
        pack.activities_done === done,
        () => `${pack.activities_done} done counted, ${done} listed done`,
      );
      for (const activity of activities)
        observe('package.roles', `activity ${activity.id} pupil ${me}`, 'pupil package page', {
          answered: activity.questions_answered,
          done: activity.status === 'done',
        });
    }

    const reviews = await read('review.summary', token, '/member/review/dashboard/');
    if (reviews) {
      const rows: Json[] = reviews.reviews;
      const done = rows.filter((r) => r.state === 'done').length;
      const pending = rows.filter((r) => r.state === 'not_started' || r.state === 'in_progress').length;
      expect(
        'review.summary',
        `pupil ${me}`,
        reviews.done_count === done && reviews.pending_count === pending,
        () => `counts ${reviews.pending_count} pending/${reviews.done_count} done, listed ${pending}/${done}`,
      );
      for (const review of rows)
        observe('review.roles', `review ${review.group_id} pupil ${me}`, 'pupil dashboard', reviewOf(review));
    }

    const badges = await read('rewards.summary', token, '/member/badges/');
    const fresh: Json[] = (await read('rewards.summary', token, '/member/badges/new-badges/')) ?? [];
    const count = await read('rewards.summary', token, '/member/badges/new-badges-count/');
    if (badges) {
      const all: Json[] = badges.badges;
      const earned = all.filter((b) => b.earned_at !== null);
      const cups = earned.filter((b) => b.kind === 'cup').length;
      const other = earned.length - cups;
      expect(
        'rewards.summary',
        `pupil ${me} cups`,
        badges.cups_total === cups,
        () => `cups_total ${badges.cups_total}, ${cups} cups listed`,
      );
      expect(
        'rewards.summary',
        `pupil ${me} badges`,
        badges.badges_earned === other,
        () => `badges_earned ${badges.badges_earned}, ${other} badges (not cups) listed`,
      );
      const listedNew = all.filter((b) => b.is_new).map((b) => b.id);
      expect(
        'rewards.summary',
        `pupil ${me} new`,
        JSON.stringify(sortedIds(listedNew)) === JSON.stringify(sortedIds(fresh.map((b) => b.id))),
        () => `${listedNew.length} marked new in the list, ${fresh.length} in the new list`,
      );
    }
    if (count)
      expect(
        'rewards.summary',
        `pupil ${me} new count`,
        count.count === fresh.length,
        () => `the count says ${count.count}, ${fresh.length} new listed`,
      );
  });

  /** SubscriptionStatus: one plan runs (or the last one ended), the queued ones follow it day after day. */
  function checkSubscription(subject: string, plan: Json | null, queued: Json[]) {
    expect(
      'subscription.summary',
      subject,
      plan === null || plan.status !== 'queued',
      () => 'the profile names a queued plan as its plan',
    );
    expect(
      'subscription.summary',
      subject,
      queued.every((q) => q.status === 'queued'),
      () => `queued plans read ${queued.map((q) => q.status).join(', ')}`,
    );
    expect(
      'subscription.summary',
      subject,
      !queued.length || plan?.status === 'running',
      () => `plans wait while the profile's plan is ${plan?.status ?? 'none'}`,
    );
    const chain = plan ? [plan, ...queued] : queued;
    chain.forEach((next, i) => {
      if (i === 0) return;
      expect(
        'subscription.summary',
        `${subject} plan ${next.id}`,
        next.starts_at === chain[i - 1].expires_at,
        () => `starts ${next.starts_at}, the one before ends ${chain[i - 1].expires_at}`,
      );
    });
  }

  // ── the office ────────────────────────────────────────────────────────────────────────
  for (const token of tokens.organization ?? []) {
    const provinces: Json[] = (await read('office.school', token, '/organization/dashboard/ostan/')) ?? [];
    for (const province of provinces) {
      const schools = await readPages(
        'office.school',
        token,
        `/organization/dashboard/school/ostan/${province.id}/`,
        50,
      );
      expect(
        'office.school',
        `province ${province.id}`,
        province.school_count === schools.length,
        () => `${province.school_count} schools counted, ${schools.length} listed`,
      );
      await pool(schools, width, async (school) => {
        const grades: Json[] =
          (await read('office.school', token, `/organization/school/dashboard/grade/?schoolId=${school.id}`)) ?? [];
        for (const grade of grades) {
          const classes: Json[] =
            (await read(
              'office.school',
              token,
              `/organization/school/dashboard/grade/${grade.grade}/class/?schoolId=${school.id}`,
            )) ?? [];
          observeGrade(grade, classes, 'office');
          for (const klass of classes)
            observe('class.pupils', `class ${klass.id} pupils`, 'office class card', klass.student_count);
        }
      });
    }
  }

  findings.settle();
  return findings;
}
