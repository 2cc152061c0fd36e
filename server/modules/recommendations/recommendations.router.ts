import { router } from '../../trpc/init.js';
import { roleProcedure } from '../../trpc/procedures.js';
import { ZListRecommendationsInput, ZRecommendation, ZRecommendationIdInput, ZRecommendationList } from './recommendations.schemas.js';
import { getRecommendation, listRecommendations } from './recommendations.service.js';

// Recommendations (measurement §3, §7): advice for the leaders who read reports, administrators
// and managers, on every plan (they are not among the paid features of §1).
const leaders = roleProcedure('admin', 'manager');

export const recommendationsRouter = router({
  list: leaders
    .meta({
      v1: {
        method: 'GET',
        path: '/recommendations',
        empty: 204,
        summary: 'Recommendations in the caller’s language on any of some metrics (metrics; all when left out), without some (exclude: ids); 204 when none is left',
      },
    })
    .input(ZListRecommendationsInput)
    .output(ZRecommendationList.nullable())
    .query(({ ctx, input }) => listRecommendations(ctx.language, input)),

  get: leaders
    .meta({ v1: { method: 'GET', path: '/recommendations/:id', summary: 'One recommendation in the caller’s language' } })
    .input(ZRecommendationIdInput)
    .output(ZRecommendation)
    .query(({ ctx, input }) => getRecommendation(ctx.language, input.id)),
});
