import type { z } from 'zod';
import type {
  CreatorStats,
  PublicApiReviewList,
  PublicMe,
  PublicProduct,
  PublicProductDeleted,
  PublicProductList,
  PublicShortLink,
  PublicShortLinkList,
  PublicReviewReply,
  PublicTrophyList,
  ProductBodyParsed,
  ReviewReplyBody,
  ShortLinkBodyParsed,
  creatorReviewsQuerySchema,
  creatorStatsQuerySchema,
  creatorTrophyListQuerySchema,
  productListQuerySchema,
  shortLinkListQuerySchema,
} from '@plaudit/contract';
import { API_KEY_TEAM_ROLE } from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';
import type { VerifiedKey } from '../api-keys/api-keys.verifier.js';
import { auditedVia } from '../audit/audit.service.js';
import type { EventStatsService } from '../events/events.stats.service.js';
import type { ProductsService } from '../products/products.service.js';
import type { ReviewCreatorService } from '../reviews/reviews.creator.service.js';
import type { ReviewRepliesService } from '../reviews/reviews.replies.service.js';
import type { ShortLinkActor } from '../short-links/short-links.policy.js';
import type { ShortLinksService } from '../short-links/short-links.service.js';
import { actingAsKey } from '../teams/teams.access.js';
import type { TrophyReadService } from '../trophies/trophies.read.service.js';
import { toPublicProduct, toPublicReview, toPublicShortLink, toPublicTrophy } from './public-api.mapper.js';

// The public API: each call is the app's own service, called as the key (teams.access: a member of its team alone,
// acting as its creator, so the same rules hold — a muted creator's key publishes nothing, another team's product
// is 404), with every audit entry it writes naming the key. The scopes were checked before (plugins/api-key-auth).

type ProductQuery = z.output<typeof productListQuerySchema>;
type ReviewQuery = z.output<typeof creatorReviewsQuerySchema>;
type TrophyQuery = z.output<typeof creatorTrophyListQuerySchema>;
type StatsQuery = z.output<typeof creatorStatsQuerySchema>;
type LinkQuery = z.output<typeof shortLinkListQuerySchema>;

export class PublicApiService {
  constructor(
    private readonly products: ProductsService,
    private readonly reviews: ReviewCreatorService,
    private readonly replies: ReviewRepliesService,
    private readonly trophies: TrophyReadService,
    private readonly stats: EventStatsService,
    private readonly links: ShortLinksService,
  ) {}

  /** Runs `work` as the key: its team's member, audited as the key. */
  asKey<T>(key: VerifiedKey, work: (actorId: string, teamId: string) => Promise<T>): Promise<T> {
    return actingAsKey({ teamId: key.team.id, actorId: key.actorId }, () =>
      auditedVia(key.label, () => work(key.actorId, key.team.id)),
    );
  }

  me(key: VerifiedKey): PublicMe {
    return {
      team: key.team,
      key: { id: key.id, name: key.name, scopes: key.scopes, expiresAt: key.expiresAt?.toISOString() ?? null },
    };
  }

  productList(key: VerifiedKey, query: ProductQuery): Promise<PublicProductList> {
    return this.asKey(key, async (actorId, teamId) => {
      const list = await this.products.list(teamId, actorId, query);
      // The list's items are the editor's summaries; the public API answers whole products, in the list's order.
      const data = await Promise.all(list.data.map((item) => this.products.get(teamId, actorId, item.id)));
      return { data: data.map(toPublicProduct), meta: list.meta };
    });
  }

  productGet(key: VerifiedKey, productId: string): Promise<PublicProduct> {
    return this.asKey(key, async (actorId, teamId) =>
      toPublicProduct(await this.products.get(teamId, actorId, productId)),
    );
  }

  productCreate(key: VerifiedKey, body: ProductBodyParsed): Promise<PublicProduct> {
    return this.asKey(key, async (actorId, teamId) => {
      const created = await this.products.create(teamId, actorId, body);
      return toPublicProduct(await this.products.get(teamId, actorId, created.id));
    });
  }

  productUpdate(key: VerifiedKey, productId: string, body: ProductBodyParsed): Promise<PublicProduct> {
    return this.asKey(key, async (actorId, teamId) =>
      toPublicProduct(await this.products.update(teamId, actorId, productId, body)),
    );
  }

  /** Deleted, or archived when it has reviews (as in the app): the answer says which. */
  productDelete(key: VerifiedKey, productId: string): Promise<PublicProductDeleted> {
    return this.asKey(key, async (actorId, teamId) => {
      await this.products.delete(teamId, actorId, productId);
      const archived = await this.products.get(teamId, actorId, productId).then(
        () => true,
        (error: unknown) => {
          if (error instanceof AppError && error.status === 404) return false;
          throw error;
        },
      );
      return { success: true, archived };
    });
  }

  reviewList(key: VerifiedKey, query: ReviewQuery): Promise<PublicApiReviewList> {
    return this.asKey(key, async (actorId, teamId) => {
      const list = await this.reviews.list({ id: actorId }, teamId, query);
      return { data: list.data.map(toPublicReview), meta: list.meta };
    });
  }

  replyPut(key: VerifiedKey, reviewId: string, body: ReviewReplyBody): Promise<PublicReviewReply> {
    return this.asKey(key, (actorId) => this.replies.put({ id: actorId }, reviewId, body));
  }

  replyDelete(key: VerifiedKey, reviewId: string): Promise<{ success: true }> {
    return this.asKey(key, (actorId) => this.replies.remove({ id: actorId }, reviewId));
  }

  trophyList(key: VerifiedKey, query: TrophyQuery): Promise<PublicTrophyList> {
    return this.asKey(key, async (actorId, teamId) => {
      const list = await this.trophies.creatorList(actorId, teamId, query);
      return { data: list.data.map(toPublicTrophy), meta: list.meta };
    });
  }

  statsOf(key: VerifiedKey, query: StatsQuery): Promise<CreatorStats> {
    return this.asKey(key, (actorId, teamId) => this.stats.creatorStats(teamId, actorId, query));
  }

  // ---- short links: the short-links area takes a key as an actor of its own ---------------------------------------

  private linkActor(key: VerifiedKey): ShortLinkActor {
    return { via: 'apiKey', teamId: key.team.id, keyId: key.id, role: API_KEY_TEAM_ROLE, userId: key.actorId };
  }

  shortLinkList(key: VerifiedKey, query: LinkQuery): Promise<PublicShortLinkList> {
    return this.asKey(key, async (_actorId, teamId) => {
      const list = await this.links.list(this.linkActor(key), teamId, query);
      return { data: list.data.map(toPublicShortLink), meta: list.meta };
    });
  }

  shortLinkGet(key: VerifiedKey, linkId: string): Promise<PublicShortLink> {
    return this.asKey(key, async (_actorId, teamId) =>
      toPublicShortLink(await this.links.get(this.linkActor(key), teamId, linkId)),
    );
  }

  shortLinkCreate(key: VerifiedKey, body: ShortLinkBodyParsed): Promise<PublicShortLink> {
    return this.asKey(key, async (_actorId, teamId) => {
      const created = await this.links.create(this.linkActor(key), teamId, body);
      return toPublicShortLink(await this.links.get(this.linkActor(key), teamId, created.id));
    });
  }

  shortLinkUpdate(key: VerifiedKey, linkId: string, body: ShortLinkBodyParsed): Promise<PublicShortLink> {
    return this.asKey(key, async (_actorId, teamId) =>
      toPublicShortLink(await this.links.update(this.linkActor(key), teamId, linkId, body)),
    );
  }

  shortLinkDelete(key: VerifiedKey, linkId: string): Promise<{ success: true }> {
    return this.asKey(key, async (_actorId, teamId) => {
      await this.links.delete(this.linkActor(key), teamId, linkId);
      return { success: true as const };
    });
  }
}
