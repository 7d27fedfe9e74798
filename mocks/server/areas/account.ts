/**
 * Who is signed in: password and phone sign-in for the demo accounts (mocks/demo-accounts.js),
 * the active user every role's shell reads, the brief profile and the profile page with its
 * edits. Everything is read from the world, so an edit shows on the next read and in the
 * other areas (a renamed pupil is renamed in the teacher's lists too).
 */
import { DEMO_PHONES, WRONG_CODE } from '../../demo-accounts.js';
import type { World } from '../../world/build.ts';
import { coursesOfGrade } from '../../world/curriculum/index.ts';
import { notificationsOf } from '../../world/notifications.ts';
import { planOfPupil, type SubscriptionPeriod } from '../../world/orders.ts';
import { planById } from '../../world/plans.ts';
import type { PersonRec } from '../../world/types.ts';
import { badRequest, fail, me, ok, type Ctx, type Handlers, type Reply } from '../context.ts';

const WRONG_PASSWORD = 'نام کاربری یا رمز عبور اشتباه است.';
const WRONG_CODE_TEXT = 'کد واردشده درست نیست یا منقضی شده است.';

export const classRef = (world: World, classId: number) => {
  const rec = world.classRec(classId)!;
  return { id: rec.id, name: rec.name, grade: rec.grade };
};

/** The classes a user belongs to: a pupil's own, a teacher's, none for the others. */
export function classesOfUser(
  world: World,
  person: PersonRec,
): { id: number; name: string; grade: 'third' | 'fourth' | 'fifth' | 'sixth' }[] {
  if (person.role === 'student' && person.class_id !== null) return [classRef(world, person.class_id)];
  if (person.role === 'teacher') return world.teacherClasses(person.id).map((c) => classRef(world, c.id));
  return [];
}

/** The school's name, or the office a user works for. */
export function schoolNameOf(world: World, person: PersonRec): string {
  return person.school_id !== null ? world.school(person.school_id)!.name : (person.office ?? '');
}

/** Whether badges and cups are shown to this user (the school's gamification switch). */
export function gamificationOn(world: World, person: PersonRec): boolean {
  return person.school_id === null || world.school(person.school_id)!.gamification.status === 'on';
}

/** Who a user is, as the active user and the brief profile both begin. */
function whoIs(world: World, person: PersonRec) {
  return {
    id: person.id,
    username: person.username,
    first_name: person.first_name,
    last_name: person.last_name,
    gender: person.gender,
    role: person.role,
    profile_url: person.profile_url,
    school_name: schoolNameOf(world, person),
  };
}

/** A subscription period as the contract's Plan (its status is SubscriptionStatus, orders.ts). */
const planView = (period: SubscriptionPeriod) => ({
  id: period.plan_id,
  title: planById(period.plan_id)!.title,
  starts_at: period.starts_at,
  expires_at: period.expires_at,
  status: period.state,
});

export function activeUser(world: World, person: PersonRec) {
  const classes = classesOfUser(world, person);
  const grades = [...new Set(classes.map((c) => c.grade))];
  const student = person.role === 'student';
  const plans = student ? planOfPupil(world, person.id) : { current: null, queued: [] };
  return {
    ...whoIs(world, person),
    plan: plans.current && planView(plans.current),
    queued_plans: plans.queued.map(planView),
    phone: person.phone,
    theme: person.theme,
    class: classes[0] ?? null,
    classes,
    courses: grades.flatMap((grade) => coursesOfGrade(grade)),
    notifications: notificationsOf(world, person.id),
    is_individual_customer: false,
    has_quiz: student || person.role === 'teacher',
    features: student || person.role === 'teacher' ? ['quiz', 'review', 'package'] : [],
    gamification_enabled: gamificationOn(world, person),
  };
}

/** The answer of a sign-in (login, registration). */
export function signInAnswer(world: World, person: PersonRec) {
  const user = activeUser(world, person);
  // The gateway replaces both tokens with real JWTs for this user (mocks/jwt.ts remintTokens).
  return {
    access: 'minted-by-the-gateway',
    refresh: 'minted-by-the-gateway',
    user,
    class: user.class,
    classes: user.classes,
    courses: user.courses,
    notifications: user.notifications,
    is_individual_customer: user.is_individual_customer,
    features: user.features,
    has_quiz: user.has_quiz,
    gamification_enabled: user.gamification_enabled,
  };
}

const byUsername = (world: World, username: string) => world.people.find((p) => p.username === username);

function login(ctx: Ctx<'login'>): Reply<'login'> {
  const { body } = ctx;
  if ('password' in body) {
    // Everyone in the world signs in by username: the demo's people with any password, those who
    // chose one (a password change, a registration, a reset) only with theirs.
    const person = byUsername(ctx.world, body.username);
    const accepted = person && (person.password === null || person.password === body.password);
    return accepted ? ok(signInAnswer(ctx.world, person)) : badRequest(WRONG_PASSWORD);
  }
  const entry = DEMO_PHONES.find((p) => p.phone === body.phone);
  if (!entry || body.code === WRONG_CODE) return badRequest(WRONG_CODE_TEXT);
  const users = entry.usernames.map((name) => byUsername(ctx.world, name)!);
  // Without a username the answer lists every user of the phone, even one: the client then
  // signs in again with the chosen (or only) username (README, product rules: states).
  const chosen = body.username;
  if (chosen === undefined) {
    return ok({
      users: users.map((u) => ({
        username: u.username,
        first_name: u.first_name,
        last_name: u.last_name,
        role: u.role,
        school_name: schoolNameOf(ctx.world, u),
        profile_url: u.profile_url,
      })),
    });
  }
  const person = users.find((u) => u.username === chosen);
  return person ? ok(signInAnswer(ctx.world, person)) : badRequest(WRONG_CODE_TEXT);
}

function profile(world: World, person: PersonRec) {
  return {
    ...activeUser(world, person),
    province: person.province,
    city: person.city,
    birth_date: person.birth_date,
    email: person.email,
  };
}

export const accountHandlers = {
  login,
  getProfileBrief(ctx) {
    const person = me(ctx);
    // Like ActiveUser.class: the first of the user's classes (a pupil's own, a teacher's first).
    const own = classesOfUser(ctx.world, person)[0];
    return ok({
      ...whoIs(ctx.world, person),
      class_name: own?.name ?? null,
      grade: own?.grade ?? null,
    });
  },
  getProfile: (ctx) => ok(profile(ctx.world, me(ctx))),
  updateProfile(ctx) {
    const person = me(ctx);
    // The contract's fields are the record's own (a field the record lacks would be a type error here).
    const changes: Partial<
      Pick<PersonRec, 'theme' | 'first_name' | 'last_name' | 'province' | 'city' | 'email' | 'phone'>
    > = ctx.body;
    if (!Object.keys(changes).length) fail(400, 'اطلاعات ارسال‌شده کامل یا درست نیست.');
    Object.assign(person, changes);
    return ok(profile(ctx.world, person));
  },
} satisfies Handlers;
