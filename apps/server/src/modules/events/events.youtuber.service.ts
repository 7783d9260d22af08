import { M, statsRange, YOUTUBER_OVERVIEW_REVIEWS_MAX, type YoutuberOverview } from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { CreatorsService } from '../creators/creators.service.js';
import type { ReviewListsService } from '../reviews/reviews.lists.service.js';
import type { TrophyReadService } from '../trophies/trophies.read.service.js';
import type { EventRollupService } from './events.rollup.service.js';
import * as q from './events.youtuber.queries.js';

// An approved YouTuber's dashboard: their page address, the views of their page and of the products they reviewed
// (the last 30 days, from the rollups), and from the reviews and trophies areas their reviews with status and
// helpful votes, and the trophies those reviews won. The YouTuber has no team, so this is theirs alone: anyone who
// is not an approved YouTuber is told there is none.

export class YoutuberOverviewService {
  constructor(
    private readonly deps: Pick<ServiceDeps, 'db' | 'reads'>,
    private readonly creators: Pick<CreatorsService, 'approvedYoutuber'>,
    private readonly reviewLists: Pick<ReviewListsService, 'authorOverview'>,
    private readonly trophyReads: Pick<TrophyReadService, 'mine' | 'mineCount'>,
    private readonly rollup: Pick<EventRollupService, 'rolledUpAt'>,
  ) {}

  async overview(userId: string, now = new Date()): Promise<YoutuberOverview> {
    // On the primary: an approval or a new review of their own must show at once.
    const youtuber = await this.creators.approvedYoutuber(userId);
    if (!youtuber) throw new AppError('not_found', M.youtuber.error.not_youtuber, 404);
    const { from, to } = statsRange(undefined, undefined, now);
    const window = { from, to };
    const [written, wins, winCount] = await Promise.all([
      this.reviewLists.authorOverview(userId, YOUTUBER_OVERVIEW_REVIEWS_MAX),
      this.trophyReads.mine(userId),
      this.trophyReads.mineCount(userId),
    ]);
    // Figures may come from a replica, as the team dashboard's do.
    const shown = [...new Set([...written.productIds, ...written.reviews.map((review) => review.product.id)])];
    const [page, views, rolledUpAt] = await Promise.all([
      q.pageFigures(this.deps.reads, youtuber.id, window),
      q.productViews(this.deps.reads, shown, window),
      this.rollup.rolledUpAt(this.deps.reads),
    ]);
    const reviewed = new Set(written.productIds);
    let productViews = 0;
    for (const [productId, count] of views) if (reviewed.has(productId)) productViews += count;
    return {
      youtuber,
      from: from.toISOString(),
      to: to.toISOString(),
      rolledUpAt: rolledUpAt?.toISOString() ?? null,
      figures: {
        pageViews: page.views,
        pageVisitors: page.visitors,
        productViews,
        helpfulVotes: written.helpful,
        publishedReviews: written.published,
        pendingReviews: written.pending,
        trophies: winCount,
      },
      reviews: written.reviews.map((review) => ({ ...review, productViews: views.get(review.product.id) ?? 0 })),
      reviewsTotal: written.total,
      trophies: wins.data,
    };
  }
}
