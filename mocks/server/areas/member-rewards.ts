/**
 * The pupil's badges, cups and avatars, read from the world's rewards (mocks/world/rewards.ts).
 * When the school has switched gamification off, nothing earned is shown (the contract's
 * GamificationStatus: badges, cups and the count are hidden; what was earned is kept and shows
 * again when switched back on).
 */
import { avatarById, avatarsFor, wearAvatar } from '../../world/rewards-avatars.ts';
import { cupsOf, earnedRewards, markSeen, rewardsOf } from '../../world/rewards.ts';
import { faDigits } from '../../world/curriculum/persian.ts';
import { badRequest, idParam, notFound, ok, type Handlers } from '../context.ts';
import { gamificationOn } from './account.ts';
import { asPupil } from './homework-access.ts';

export const memberRewardsHandlers = {
  listMyBadges(ctx) {
    const pupil = asPupil(ctx);
    if (!gamificationOn(ctx.world, pupil)) return ok({ cups_total: 0, badges_earned: 0, badges: [] });
    const badges = rewardsOf(ctx.world, pupil.id);
    const earned = badges.filter((b) => b.earned_at !== null);
    return ok({
      cups_total: earned.filter((b) => b.kind === 'cup').length,
      badges_earned: earned.filter((b) => b.kind === 'badge').length,
      badges,
    });
  },

  getNewBadgesCount(ctx) {
    const pupil = asPupil(ctx);
    const on = gamificationOn(ctx.world, pupil);
    const count = on ? earnedRewards(ctx.world, pupil.id).filter((b) => b.is_new).length : 0;
    return ok({ count, gamification_enabled: on });
  },

  listNewBadges(ctx) {
    const pupil = asPupil(ctx);
    if (!gamificationOn(ctx.world, pupil)) return ok([]);
    return ok(earnedRewards(ctx.world, pupil.id).filter((b) => b.is_new));
  },

  getBadge(ctx) {
    const pupil = asPupil(ctx);
    const id = idParam(ctx, 'id');
    // While gamification is off the badges are hidden, so none can be opened.
    if (!gamificationOn(ctx.world, pupil)) notFound();
    const badge = rewardsOf(ctx.world, pupil.id).find((b) => b.id === id) ?? notFound();
    if (badge.is_new) markSeen(ctx.world, pupil.id, id);
    return ok({ ...badge, is_new: false });
  },

  listAvatars(ctx) {
    const pupil = asPupil(ctx);
    const all = avatarsFor(ctx.world, pupil);
    // With cups hidden, avatars that unlock with cups make no sense: only the free ones (and the one worn).
    if (!gamificationOn(ctx.world, pupil)) return ok(all.filter((a) => a.cups_required === 0 || a.selected));
    return ok(all);
  },

  selectAvatar(ctx) {
    const pupil = asPupil(ctx);
    const { avatar_id } = ctx.body;
    const avatar = avatarById(avatar_id) ?? notFound();
    const cups = cupsOf(ctx.world, pupil.id);
    if (avatar.cups_required > 0 && (!gamificationOn(ctx.world, pupil) || cups < avatar.cups_required)) {
      badRequest(`برای این آواتار ${faDigits(avatar.cups_required)} جام لازم داری.`);
    }
    wearAvatar(pupil, avatar);
    return ok({ profile_url: pupil.profile_url });
  },
} satisfies Handlers;
