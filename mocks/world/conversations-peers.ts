/**
 * Chats between people of the demo school (the /chat/ calls): Sara and a few classmates with
 * their teacher Maryam, Maryam with the manager, the manager with two more teachers. Who may
 * talk to whom follows the contract (a pupil with the class teacher, a teacher with the
 * manager); a person the world does not have in that role is simply left out.
 */
import type { World } from './build.ts';
import { skillById, skillsOfCourse } from './curriculum/index.ts';
import type { DraftMessage } from './conversations-types.ts';
import { play, PUPIL, STAFF, type Line } from './conversations-script.ts';
import { DEMO_SCHOOL_ID, MANAGER_ID, MARYAM_ID, SARA_ID } from './people.ts';
import { hashInt, hashPick } from './random.ts';
import type { PersonRec, Role } from './types.ts';

const SKILL_TWO_DIGIT_MULTIPLICATION = 40112;

type PupilTopic = (first: string, skill: string) => Line[];

const PUPIL_TOPICS: PupilTopic[] = [
  (first, skill) => [
    ['u', 'سلام خانم، من امروز مریض بودم و مدرسه نیامدم. تکلیف چه بود؟'],
    ['o', `سلام ${first} جان، زود خوب شو. تمرین «${skill}» را تا امتیاز ۸۰ انجام بده.`],
    ['u', 'چشم، ممنون.'],
  ],
  (_first, skill) => [
    ['u', 'خانم، آزمون هفتهٔ بعد از کدام درس‌هاست؟'],
    ['o', `از «${skill}» و درس قبل از آن.`],
  ],
  (first) => [
    ['u', 'img:notebook'],
    ['u', 'این هم تکلیف دفترم.'],
    ['o', `آفرین ${first} جان، خیلی مرتب نوشته‌ای 👏`],
  ],
  (first, skill) => [
    ['u', `سلام خانم رضایی، مادر ${first} هستم. ${first} این هفته تمرین‌هایش را کامل انجام داده؟`],
    ['o', `سلام، بله؛ امتیازش در «${skill}» به ۸۵ رسیده است.`],
    ['u', 'خیلی ممنون از زحمات‌تان.'],
  ],
];

const SARA_WITH_MARYAM: { daysAgo: number; lines: Line[] }[] = [
  {
    daysAgo: 9,
    lines: [
      ['u', 'سلام خانم، تکلیف فارسی را تا کی وقت داریم؟'],
      ['o', 'سلام سارا جان، تا آخر هفته وقت داری.'],
      ['u', 'ممنون 🙏'],
    ],
  },
  {
    daysAgo: 2,
    lines: [
      ['u', `خانم، سؤال ۷ تکلیف «${skillById(SKILL_TWO_DIGIT_MULTIPLICATION)?.title ?? ''}» را متوجه نشدم.`],
      ['u', 'img:sara-q7'],
      ['o', 'سلام سارا جان.\nاول ۳۶ را در ۱ ضرب کن، بعد در ۲۰؛ آخر سر دو جواب را با هم جمع کن.'],
      ['u', 'ممنون خانم، فهمیدم! ۷۵۶ شد. 🌸'],
    ],
  },
];

/** The person with this id when the world has them in this role. */
function inRole(world: World, id: number | null | undefined, role: Role): PersonRec | undefined {
  const person = id === null || id === undefined ? undefined : world.person(id);
  return person?.role === role ? person : undefined;
}

export function peerThreads(world: World): DraftMessage[] {
  const drafts: DraftMessage[] = [];
  const maryam = inRole(world, MARYAM_ID, 'teacher');
  const manager = inRole(world, MANAGER_ID, 'school');
  const sara = inRole(world, SARA_ID, 'student');
  if (maryam && sara) {
    drafts.push(
      ...play(
        world,
        { user: SARA_ID, other: MARYAM_ID, userHabits: PUPIL, otherHabits: STAFF },
        SARA_WITH_MARYAM,
        true,
      ),
    );
  }
  if (maryam) {
    const pupils = world
      .teacherClasses(MARYAM_ID)
      .flatMap((c) => world.pupilsOf(c.id))
      .filter((p) => p.id !== SARA_ID && world.person(p.id) === p);
    for (const pupil of pupils.filter((_, i) => i % 8 === 3)) {
      const skills = skillsOfCourse(hashPick(world.coursesOfClass(pupil.class_id!), 'peer-course', pupil.id).id).slice(
        0,
        9,
      );
      const lines = hashPick(
        PUPIL_TOPICS,
        'peer-topic',
        pupil.id,
      )(pupil.first_name, hashPick(skills, 'peer-skill', pupil.id).title);
      const episodes = [{ daysAgo: hashInt(1, 20, 'peer-day', pupil.id), lines }];
      drafts.push(
        ...play(world, { user: pupil.id, other: MARYAM_ID, userHabits: PUPIL, otherHabits: STAFF }, episodes, false),
      );
    }
  }
  if (maryam && manager) {
    const episodes = [
      {
        daysAgo: 6,
        lines: [
          ['o', 'خانم رضایی، جلسهٔ اولیای چهارمی‌ها هفتهٔ بعد است؛ لطفاً گزارش کلاس‌ها را آماده کنید.'],
          ['u', 'چشم آقای کریمی، گزارش هر دو کلاس را تا آخر هفته می‌فرستم.'],
        ] as Line[],
      },
      { daysAgo: 1, lines: [['u', 'گزارش چهارم الف و چهارم ب را فرستادم.'] as Line] },
    ];
    drafts.push(
      ...play(world, { user: MARYAM_ID, other: MANAGER_ID, userHabits: STAFF, otherHabits: STAFF }, episodes, true),
    );
  }
  if (manager) {
    for (const [n, klass] of world
      .classesOf(DEMO_SCHOOL_ID)
      .filter((c) => c.id === 31 || c.id === 52)
      .entries()) {
      const teacher = inRole(world, klass.teacher_id, 'teacher');
      if (!teacher || teacher.id === MARYAM_ID) continue;
      const lines: Line[] =
        n === 0
          ? [
              ['u', `آقای کریمی، فردا کلاس ${klass.name} اردو دارد؛ مهلت تکلیف این هفته را یک روز تمدید کنم؟`],
              ['o', 'بله، تمدید کنید. اردوی خوبی داشته باشید.'],
            ]
          : [
              [
                'o',
                `${teacher.gender === 'FEMALE' ? 'خانم' : 'آقای'} ${teacher.last_name}، گزارش آزمون ${klass.name} را لطفاً تا آخر هفته بفرستید.`,
              ],
              ['u', `گزارش آزمون ${klass.name} را فرستادم.`],
            ];
      const episodes = [{ daysAgo: 3 + 4 * n, lines }];
      drafts.push(
        ...play(
          world,
          { user: teacher.id, other: MANAGER_ID, userHabits: STAFF, otherHabits: STAFF },
          episodes,
          n === 1,
        ),
      );
    }
  }
  return drafts;
}
