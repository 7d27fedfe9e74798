/** The pupil's daily goal and streak on the dashboard (world/daily-goal.ts). */
import { chooseGoal, dailyGoalOf } from '../../world/daily-goal.ts';
import { ok, type Handlers } from '../context.ts';
import { asPupil } from './homework-access.ts';

export const memberGoalHandlers = {
  getMyDailyGoal(ctx) {
    const pupil = asPupil(ctx);
    return ok(dailyGoalOf(ctx.world, pupil.id));
  },

  // The kind and the target are checked against the contract's short lists before this runs.
  setMyDailyGoal(ctx) {
    const pupil = asPupil(ctx);
    chooseGoal(ctx.world, pupil.id, ctx.body);
    return ok(dailyGoalOf(ctx.world, pupil.id));
  },
} satisfies Handlers;
