// The reviews' budgets: the product's review list, the brand's review list with each of its filters
// and the two moderation queues answer with p99 ≤ 5× the p99 of the plain SQL each of them runs (catalogue.ts
// measures both sides); posting a review keeps ≥ 30% of /api/health's throughput. The SQL below is what those routes
// must do at least (apply visibility or membership, read one page with its authors, replies and product, count the
// list, read the summary or the queue sizes), so the ratio is the price of everything else; a product's list, whose
// statements the server prepares, is measured against those prepared statements themselves. Paths come from the
// contract's route table.
import { API_BASE, REVIEW_TAKE_DEFAULT, ROUTES } from '@plaudit/contract';
import type { RouteWork, SqlRunner, SqlStep } from './catalogue.js';

const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** `/products/:productId/reviews` with its parameters filled, under /api, with a query string. */
export function apiPath(path: string, params: Record<string, string>, query: Record<string, string> = {}): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const qs = new URLSearchParams(query).toString();
  return `${API_BASE}${filled}${qs ? `?${qs}` : ''}`;
}

/** One review as every list shows it: author (and their YouTube page), the brand's reply, the product. */
const REVIEW_ROW = `r.id, r.type, r.rating, r.title, r.comment, r.video_id, r.created_at, r.edited_at, r.helpful_count,
  u.first_name, u.last_name, u.image, y.handle as youtuber_handle, y.page_name as youtuber_page,
  rr.text as reply_text, rr.created_at as reply_created_at, rr.updated_at as reply_updated_at,
  p.slug as product_slug, p.name as product_name, t.brand_name, t.profile_handle`;
const REVIEW_FROM = `from reviews r join users u on u.id = r.author_id left join youtubers y on y.user_id = r.author_id
  left join review_replies rr on rr.review_id = r.id join products p on p.id = r.product_id join creator_teams t on t.id = r.team_id`;

export interface ProductListOptions {
  rating?: number;
  sortBy?: 'createdAt' | 'helpful';
}

/**
 * GET /products/{id}/reviews: the server's own two statements (reviews.read.queries.ts, prepared and sent at once:
 * a head that is the product's visibility, its summary and the count, and one page of PUBLISHED reviews), run by its
 * query module as the route runs them.
 */
export function productReviewsSql(productId: string, o: ProductListOptions = {}): SqlStep[] {
  return [
    {
      productReviews: productId,
      query: {
        page: 1,
        take: REVIEW_TAKE_DEFAULT,
        sortBy: o.sortBy ?? 'createdAt',
        sortOrder: 'DESC',
        ...(o.rating ? { rating: o.rating } : {}),
      },
    },
  ];
}

export interface CreatorListOptions {
  search?: string;
  rating?: number;
  hasComment?: boolean;
  reviewType?: 'USER' | 'YOUTUBE';
  productId?: string;
  sortBy?: 'createdAt' | 'rating';
}

/** GET /creator/reviews/{teamId}: the caller's membership, one page of the team's reviews but REJECTED ones, the count. */
export function creatorReviewsSql(teamId: string, userId: string, o: CreatorListOptions = {}): string[] {
  const filters = [`r.team_id = ${lit(teamId)}`, `r.status <> 'REJECTED'`];
  if (o.search) filters.push(`review_text(r.title, r.comment) like ${lit(`%${o.search.toLowerCase()}%`)}`);
  if (o.rating) filters.push(`r.rating = ${o.rating}`);
  if (o.hasComment !== undefined) filters.push(`r.has_comment = ${o.hasComment}`);
  if (o.reviewType) filters.push(`r.type = ${lit(o.reviewType)}`);
  if (o.productId) filters.push(`r.product_id = ${lit(o.productId)}`);
  const where = filters.join(' and ');
  const order = o.sortBy === 'rating' ? 'r.rating desc, r.created_at desc, r.id desc' : 'r.created_at desc, r.id desc';
  return [
    `select m.role, t.access_status, t.access_until from creator_team_members m join creator_teams t on t.id = m.team_id where m.team_id = ${lit(teamId)} and m.user_id = ${lit(userId)}`,
    `select ${REVIEW_ROW}, r.status, r.open_report_count ${REVIEW_FROM} where ${where} order by ${order} limit 10`,
    `select count(*)::int as n from reviews r where ${where}`,
  ];
}

/** GET /admin/reviews?queue=…: one page oldest first, with each author's history and each review's reports, and both sizes. */
export function moderationQueueSql(queue: 'pending' | 'reported'): string[] {
  const where = queue === 'pending' ? `r.status = 'PENDING'` : `r.status = 'PUBLISHED' and r.open_report_count > 0`;
  const order = queue === 'pending' ? 'r.created_at asc, r.id asc' : 'r.first_open_report_at asc, r.id asc';
  const page = `select r.id, r.author_id from reviews r where ${where} order by ${order} limit 10`;
  return [
    `select ${REVIEW_ROW}, r.status, r.hold_rules, r.author_id, u.username, u.role, u.created_at as account_created_at, p.team_id
     ${REVIEW_FROM} where ${where} order by ${order} limit 10`,
    `select r.author_id, r.status, count(*)::int as n from reviews r where r.author_id in (select author_id from (${page}) pg) group by 1, 2`,
    `select rp.review_id, rp.reason, rp.details, rp.status, rp.created_at, u.username from review_reports rp join users u on u.id = rp.reporter_id
     where rp.review_id in (select id from (${page}) pg) and rp.status = 'OPEN' order by rp.created_at`,
    `select (select count(*)::int from reviews where status = 'PENDING') as pending,
       (select count(*)::int from reviews where status = 'PUBLISHED' and open_report_count > 0) as reported`,
  ];
}

/** Words of the scale reviews (apps/server/src/seed/scale.ts) for the brand's search, and one that matches nothing. */
export const REVIEW_SEARCHES = ['battery', 'packaging', 'quickly', 'colour', 'brother', 'teleporter'];

export interface ReviewSamples {
  products: string[];
  /** Teams with reviews and an OWNER who signs in (the scale owners share the reviewers' password). */
  teams: Array<{ teamId: string; ownerId: string; ownerEmail: string; productId: string }>;
}

/** Sample products and teams spread over the data (md5 order: the same every run). */
export async function pickReviewSamples(db: SqlRunner, count = 50, teams = 5): Promise<ReviewSamples> {
  const products = await db.rows<{ id: string }>(
    `select s.product_id as id from product_review_stats s join products p on p.id = s.product_id
     where p.status = 'PUBLISHED' and s.review_count > 0 order by md5(s.product_id::text) limit ${count}`,
  );
  const owners = await db.rows<{ team_id: string; user_id: string; email: string; product_id: string }>(
    `select m.team_id, m.user_id, u.email,
       (select r.product_id from reviews r where r.team_id = m.team_id order by r.product_id limit 1) as product_id
     from creator_team_members m join users u on u.id = m.user_id join team_review_stats s on s.team_id = m.team_id
     where m.role = 'OWNER' and u.email like 'scaleowner%' and s.review_count > 0
     order by md5(m.team_id::text) limit ${teams}`,
  );
  return {
    products: products.map((p) => p.id),
    teams: owners.map((o) => ({ teamId: o.team_id, ownerId: o.user_id, ownerEmail: o.email, productId: o.product_id })),
  };
}

/**
 * The reviews' routes over the samples: GET routes as catalogue.ts measures them, with the bearer headers of
 * `sessions` (owner email → headers) for the brand's list and `moderator` for the queues.
 */
export function reviewRoutes(
  samples: ReviewSamples,
  sessions: Map<string, Record<string, string>>,
  moderator: Record<string, string>,
): RouteWork[] {
  const product = (route: string, o: ProductListOptions, query: Record<string, string>): RouteWork => ({
    route,
    paths: samples.products.map((id) => apiPath(ROUTES.reviews.productList.path, { productId: id }, query)),
    sql: samples.products.map((id) => productReviewsSql(id, o)),
  });
  const creator = (
    route: string,
    each: (team: ReviewSamples['teams'][number], i: number) => { o: CreatorListOptions; query: Record<string, string> },
  ): RouteWork => {
    const work = samples.teams.flatMap((team) => REVIEW_SEARCHES.map((_, i) => ({ team, ...each(team, i) })));
    return {
      route,
      paths: work.map((w) => apiPath(ROUTES.reviews.creatorList.path, { teamId: w.team.teamId }, w.query)),
      sql: work.map((w) => creatorReviewsSql(w.team.teamId, w.team.ownerId, w.o)),
      headers: work.map((w) => sessions.get(w.team.ownerEmail) ?? {}),
    };
  };
  const queue = (q: 'pending' | 'reported'): RouteWork => ({
    route: `GET /api/admin/reviews?queue=${q}`,
    paths: [apiPath(ROUTES.reviews.moderationQueue.path, {}, { queue: q })],
    sql: [moderationQueueSql(q)],
    headers: [moderator],
  });
  return [
    product('GET /api/products/{id}/reviews', {}, {}),
    product(
      'GET /api/products/{id}/reviews?rating=5&sortBy=helpful',
      { rating: 5, sortBy: 'helpful' },
      { rating: '5', sortBy: 'helpful' },
    ),
    creator('GET /api/creator/reviews/{teamId}', () => ({ o: {}, query: {} })),
    creator('GET /api/creator/reviews/{teamId}?search=…', (_, i) => ({
      o: { search: REVIEW_SEARCHES[i]! },
      query: { search: REVIEW_SEARCHES[i]! },
    })),
    creator('GET /api/creator/reviews/{teamId}?rating=…', (_, i) => ({
      o: { rating: 1 + (i % 5) },
      query: { rating: String(1 + (i % 5)) },
    })),
    creator('GET /api/creator/reviews/{teamId}?hasComment=…', (_, i) => ({
      o: { hasComment: i % 2 === 0 },
      query: { hasComment: String(i % 2 === 0) },
    })),
    creator('GET /api/creator/reviews/{teamId}?reviewType=…', (_, i) => {
      const type = i % 2 === 0 ? 'YOUTUBE' : 'USER';
      return { o: { reviewType: type }, query: { reviewType: type } };
    }),
    creator('GET /api/creator/reviews/{teamId}?productId=…', (team) => ({
      o: { productId: team.productId },
      query: { productId: team.productId },
    })),
    creator('GET /api/creator/reviews/{teamId}?sortBy=rating', () => ({
      o: { sortBy: 'rating' },
      query: { sortBy: 'rating' },
    })),
    queue('pending'),
    queue('reported'),
  ];
}

/** Products `authorId` has not reviewed yet (public ones of the scale brands), for the posting load. */
export function unreviewedProductsSql(authorId: string, count: number): string {
  return `select p.id from products p join creator_teams t on t.id = p.team_id
    where p.status = 'PUBLISHED' and t.profile_handle like 'scalebrand%'
      and not exists (select 1 from reviews r where r.product_id = p.id and r.author_id = ${lit(authorId)})
    order by md5(p.id::text || ${lit(authorId)}) limit ${count}`;
}
