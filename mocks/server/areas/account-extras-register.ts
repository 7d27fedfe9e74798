/**
 * A pupil registers: a real pupil joins the world — a new id, a class of the chosen grade in
 * the demo school (the one with the fewest pupils), no plan yet — and is signed in (the
 * gateway re-mints the tokens of a register answer as it does a login's). From then on every
 * area sees them: their teacher's lists, the manager's, their own practice.
 */
import { WRONG_CODE } from '../../demo-accounts.js';
import type { World } from '../../world/build.ts';
import type { Grade } from '../../world/curriculum/index.ts';
import { DEMO_SCHOOL_ID } from '../../world/people.ts';
import type { PersonRec } from '../../world/types.ts';
import { badRequest, ok, type Handlers } from '../context.ts';
import { signInAnswer } from './account.ts';

/** The demo school's class of this grade with the fewest pupils (the first of equals). */
function classFor(world: World, grade: Grade): number | undefined {
  const classes = world.classesOf(DEMO_SCHOOL_ID).filter((c) => c.grade === grade);
  const sized = classes.map((c) => ({ id: c.id, size: world.pupilsOf(c.id).length }));
  return sized.sort((a, b) => a.size - b.size || a.id - b.id)[0]?.id;
}

export const registerHandlers = {
  register(ctx) {
    const body = ctx.body;
    const { world } = ctx;
    if (body.code === WRONG_CODE) return badRequest('کد واردشده درست نیست یا منقضی شده است.');
    const taken = world.people.some((p) => p.username.toLowerCase() === body.username.toLowerCase());
    if (taken) return badRequest('این نام کاربری قبلاً گرفته شده است.');
    const classId = classFor(world, body.grade);
    if (classId === undefined) return badRequest('مدرسهٔ نمونه کلاسی در این پایه ندارد.');
    const school = world.school(DEMO_SCHOOL_ID)!;
    const id = world.nextId('person', Math.max(...world.people.map((p) => p.id)) + 1);
    const person: PersonRec = {
      id,
      username: body.username,
      first_name: body.first_name.trim(),
      last_name: body.last_name.trim(),
      gender: body.gender,
      role: 'student',
      phone: body.phone,
      profile_url: 'no-image',
      theme: 'green',
      school_id: school.id,
      office: null,
      province: world.provinces.find((p) => p.id === school.province_id)!.name,
      city: school.city,
      birth_date: null,
      email: null,
      class_id: classId,
      ability: 0.6,
      avatar_id: null,
      plan: null,
      password: body.password,
    };
    world.addPerson(person);
    return ok(signInAnswer(world, person), 201);
  },
} satisfies Handlers;
