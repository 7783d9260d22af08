import type { DocsOf } from '../route-docs.js';
import type { REVIEWS_ROUTES } from './reviews.js';

// The prose of reviews.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

export const REVIEWS_ROUTE_DOCS = {
  'reviews.create': {
    summary: 'Review a product',
    description:
      'A person with a verified email reviews a PUBLISHED product once: rating 1–5, optional title and comment. ' +
      '`type: YOUTUBE` (an APPROVED YouTuber only) adds a YouTube video address. Published at once unless a hold ' +
      'rule sends it to PENDING (every video review, a comment with a link, an account younger than a day, a ' +
      'WARNING in the last 30 days, a near-duplicate). A second review of the same product answers 409 with ' +
      "`meta.reviewId`. A member of the product's team gets 403. A muted person gets 403 `forbidden` with the " +
      'mute in `meta` (`until`, `reason`).',
  },
  'reviews.update': {
    summary: 'Edit the own review',
    description:
      'The author only (anyone else: 404). The earlier version is kept and the review shows "edited"; the hold ' +
      'rules apply again. A REJECTED or REMOVED review goes back to the moderators as PENDING. A muted person ' +
      'gets 403 `forbidden` with the mute in `meta` (`until`, `reason`).',
  },
  'reviews.delete': {
    summary: 'Delete the own review',
    description: 'The author only (anyone else: 404). The product and brand scores change in the same transaction.',
  },
  'reviews.productList': {
    summary: "List a product's reviews with its rating summary",
    description:
      'PUBLISHED reviews of public products only. Paged; sorted by createdAt, rating or helpful; filtered by ' +
      'rating, hasComment and reviewType. With a session each review says whether the caller voted it helpful, ' +
      'reported it, or wrote it.',
  },
  'reviews.mine': {
    summary: "Read the caller's own review of a product",
    description:
      'Whatever its status, with the reason of a rejection or removal; `review: null` when the caller has not ' +
      'reviewed it.',
  },
  'reviews.authored': {
    summary: "List the caller's own reviews",
    description: 'Every status, newest first, with why a review is pending, rejected or removed.',
  },
  'reviews.brandList': {
    summary: "List a brand's latest reviews",
    description:
      "PUBLISHED reviews of public products only. Over all the brand's products, newest first. An unknown or " +
      'hidden brand answers 404.',
  },
  'reviews.youtuberList': {
    summary: "List a YouTuber's video reviews",
    description: 'PUBLISHED reviews of public products only. Newest first. A YouTuber who is not APPROVED answers 404.',
  },
  'reviews.helpful': {
    summary: 'Vote a review helpful, or take the vote back',
    description:
      "Toggles the caller's one vote on a PUBLISHED review; answers the new state and count. The author cannot " +
      'vote (403).',
  },
  'reviews.report': {
    summary: 'Report a review',
    description:
      'Once per person and review (a second report: 409), with a reason; OTHER needs details (up to 500). The ' +
      'review stays PUBLISHED and enters the reported queue. Throttled per person (429). The author cannot ' +
      'report their own review (403).',
  },
  'reviews.creatorList': {
    summary: "List a team's reviews",
    description:
      'Every option: page, take, search (title and comment), sortBy, sortOrder, rating, hasComment, ' +
      'reviewType, productId. Every status except REJECTED. Members of the team only (anyone else: 404).',
  },
  'reviews.reply': {
    summary: "Write or change the brand's reply to a review",
    description:
      "One public reply per PUBLISHED review, by an OWNER, ADMIN or EDITOR of the product's team (anyone else: " +
      '404); a locked team gets 403. The reviewer gets an email. A muted person gets 403 `forbidden` with the ' +
      'mute in `meta` (`until`, `reason`).',
  },
  'reviews.deleteReply': {
    summary: "Delete the brand's reply to a review",
    description: "An OWNER, ADMIN or EDITOR of the product's team; 404 when there is no reply.",
  },
  'reviews.moderationQueue': {
    summary: 'List the pending or the reported reviews',
    description:
      'MOD and ADMIN. `queue=pending|reported`, oldest first by default; each item carries the product, the ' +
      "author's history, the rules that held it and the reports with their reasons, and both queues' sizes.",
  },
  'reviews.decide': {
    summary: 'Decide on a review',
    description:
      'MOD and ADMIN: APPROVE or REJECT (reason and ground) a PENDING review; REMOVE (reason and ground) or ' +
      'DISMISS_REPORTS of a reported one. A rejection or removal without a reason, or with a missing or unknown ' +
      'ground, is a 400 naming the field. A decision that no longer fits (another moderator was first) answers ' +
      "409; a member of the product's team gets 403. Audited; the author gets an email with the reason of a rejection or removal.",
  },
} as const satisfies DocsOf<typeof REVIEWS_ROUTES>;
