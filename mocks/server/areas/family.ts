/**
 * The family report and its links (issue 29): the pupil's own report, the links that share it,
 * the page a link opens without an account, and the teacher's copy for a parents' meeting. Each
 * reads `familyReport`, so the three agree. A link's token is its only key: another pupil's link
 * id answers 404, a revoked or expired token 410 at once.
 */
import { isoDateTime } from '../../world/calendar.ts';
import {
  createFamilyLink,
  FAMILY_LINKS_PER_DAY,
  familyLinkByToken,
  familyLinksOf,
  familyLinkStatus,
  linksMadeToday,
  ownFamilyLink,
  revokeFamilyLink,
  type FamilyLinkRec,
} from '../../world/family-links.ts';
import { faDigits } from '../../world/curriculum/persian.ts';
import { fail, idParam, notFound, ok, type Handlers } from '../context.ts';
import { familyReport } from './family-report.ts';
import { asPupil } from './homework-access.ts';
import { teacherOf } from './teacher-dashboard.ts';
import type { World } from '../../world/build.ts';

export const FAMILY_MESSAGES = {
  unknown: 'این پیوند درست نیست. نشانی را دوباره از فرزندتان بگیرید.',
  revoked: 'این پیوند باطل شده است. اگر هنوز گزارش را می‌خواهید، از فرزندتان پیوند تازه‌ای بگیرید.',
  expired: 'این پیوند کهنه شده است (هر پیوند ۳۰ روز کار می‌کند). از فرزندتان پیوند تازه‌ای بگیرید.',
  limit: `امروز ${faDigits(FAMILY_LINKS_PER_DAY)} پیوند ساخته‌ای. فردا دوباره می‌توانی پیوند بسازی.`,
} as const;

function linkView(world: World, link: FamilyLinkRec) {
  const status = familyLinkStatus(link, world.now());
  return {
    id: link.id,
    token: status === 'active' ? link.token : null,
    status,
    created_at: isoDateTime(link.created_at),
    expires_at: isoDateTime(link.expires_at),
    revoked_at: link.revoked_at && isoDateTime(link.revoked_at),
    last_opened_at: link.last_opened_at && isoDateTime(link.last_opened_at),
  };
}

/** Headers of the page a link opens: never indexed, and its address never sent on. */
const PRIVATE_PAGE = { 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };

export const familyHandlers = {
  getMyFamilyReport(ctx) {
    return ok(familyReport(ctx.world, asPupil(ctx), ctx.query.week ?? 'current'));
  },

  listMyFamilyLinks(ctx) {
    const pupil = asPupil(ctx);
    return ok({
      links: familyLinksOf(ctx.world, pupil.id).map((link) => linkView(ctx.world, link)),
      created_today: linksMadeToday(ctx.world, pupil.id),
      daily_limit: FAMILY_LINKS_PER_DAY,
    });
  },

  createMyFamilyLink(ctx) {
    const pupil = asPupil(ctx);
    const link = createFamilyLink(ctx.world, pupil.id) ?? fail(429, FAMILY_MESSAGES.limit);
    return ok(linkView(ctx.world, link), 201);
  },

  revokeMyFamilyLink(ctx) {
    const pupil = asPupil(ctx);
    const link = ownFamilyLink(ctx.world, pupil.id, idParam(ctx, 'id')) ?? notFound();
    if (familyLinkStatus(link, ctx.now) === 'active') revokeFamilyLink(ctx.world, link);
    return ok(linkView(ctx.world, link));
  },

  getFamilyReport(ctx) {
    const link = familyLinkByToken(ctx.world, ctx.params.token) ?? fail(404, FAMILY_MESSAGES.unknown);
    const status = familyLinkStatus(link, ctx.now);
    if (status !== 'active') fail(410, FAMILY_MESSAGES[status]);
    const pupil = ctx.world.person(link.pupil_id) ?? fail(404, FAMILY_MESSAGES.unknown);
    link.last_opened_at = ctx.now;
    return { ...ok(familyReport(ctx.world, pupil, ctx.query.week ?? 'current')), headers: PRIVATE_PAGE };
  },

  getTeacherStudentFamilyReport(ctx) {
    const { classes } = teacherOf(ctx);
    const pupil = ctx.world.person(idParam(ctx, 'studentId'));
    if (pupil?.role !== 'student' || !classes.some((c) => c.id === pupil.class_id)) notFound();
    return ok(familyReport(ctx.world, pupil!, ctx.query.week ?? 'current'));
  },
} satisfies Handlers;
