import type { DocsOf } from '../route-docs.js';
import type { TROPHIES_ROUTES } from './trophies.js';

// The prose of trophies.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

export const TROPHIES_ROUTE_DOCS = {
  'trophies.categories': {
    summary: 'List the trophy categories',
    description: 'In their order (position), each with how many public trophies it holds.',
  },
  'trophies.categoryCreate': {
    summary: 'Add a trophy category',
    description:
      'ADMIN only; a moderator or user gets 403. The slug is derived from the name when empty; a slug in use ' +
      'answers 409. Audited.',
  },
  'trophies.categoryUpdate': {
    summary: 'Change a trophy category',
    description: 'ADMIN only. Every field is replaced. Audited.',
  },
  'trophies.categoryDelete': {
    summary: 'Delete a trophy category',
    description: 'ADMIN only. While any trophy uses it: 409 `trophy.error.category_in_use`. Audited.',
  },
  'trophies.list': {
    summary: 'List the public trophies',
    description:
      'NOMINATING, LOCKED and AWARDED trophies only (DRAFT and CANCELLED stay with the organiser). Spec §3 ' +
      'options: page, take, search (name and description), sortBy, sortOrder, contentType, categoryId; and ' +
      'status.',
  },
  'trophies.adminList': {
    summary: "List the platform's trophies",
    description: 'ADMIN only. Every status, with the options of the public list.',
  },
  'trophies.creatorList': {
    summary: "List a team's trophies",
    description:
      'Every option. The trophies the team runs (every status) and the public ones it has won or has ' +
      'a candidate in, each with its `relation`. Members of the team only (anyone else: 404).',
  },
  'trophies.get': {
    summary: 'Read a trophy',
    description:
      'NOMINATING, LOCKED and AWARDED trophies only (DRAFT and CANCELLED stay with the organiser). The organiser ' +
      'also sees its DRAFT and CANCELLED ones, and `permissions` says what the caller may do now. A DRAW shows ' +
      'its commitment from the lock and its seed from the award.',
  },
  'trophies.create': {
    summary: 'Create a trophy',
    description:
      'As DRAFT. Without `teamId` the platform runs it (ADMIN only); with it, the team (its OWNER or ADMIN, the ' +
      'team APPROVED and not locked). SCORE fits PRODUCT trophies only. Audited.',
  },
  'trophies.update': {
    summary: 'Edit a trophy',
    description:
      "The trophy's organiser only: an ADMIN for a platform trophy, an OWNER or ADMIN of an APPROVED, unlocked " +
      "team for the team's own (anyone else: 404 when they cannot see it, 403 when they can). Audited. Every " +
      'field in DRAFT; in NOMINATING only the name, description and trophy category (409 for the rest). A step ' +
      "that does not fit the trophy's state answers 409.",
  },
  'trophies.open': {
    summary: 'Open nominations',
    description:
      "The trophy's organiser only: an ADMIN for a platform trophy, an OWNER or ADMIN of an APPROVED, unlocked " +
      "team for the team's own (anyone else: 404 when they cannot see it, 403 when they can). Audited. DRAFT → " +
      "NOMINATING; the trophy becomes public. A step that does not fit the trophy's state answers 409.",
  },
  'trophies.cancel': {
    summary: 'Cancel a trophy',
    description:
      "The trophy's organiser only: an ADMIN for a platform trophy, an OWNER or ADMIN of an APPROVED, unlocked " +
      "team for the team's own (anyone else: 404 when they cannot see it, 403 when they can). Audited. An ADMIN " +
      "may also cancel a team's trophy. Any state but AWARDED → CANCELLED. A step that does not fit the trophy's " +
      'state answers 409.',
  },
  'trophies.eligible': {
    summary: 'List what may be nominated',
    description:
      "The trophy's organiser only: an ADMIN for a platform trophy, an OWNER or ADMIN of an APPROVED, unlocked " +
      "team for the team's own (anyone else: 404 when they cannot see it, 403 when they can). While NOMINATING: " +
      'PUBLISHED products (PRODUCT) or PUBLISHED written / video reviews (REVIEW / VIDEO) of the period, in the ' +
      'catalogue category when one is set, of approved and unblocked teams, and for a team trophy only its own. ' +
      'Searchable, sorted by the figures shown beside each.',
  },
  'trophies.candidates': {
    summary: "List a trophy's candidates",
    description:
      'In the published order. Live figures while NOMINATING, the figures frozen at the lock after it; SCORE ' +
      'adds each score and rank. Whoever may read the trophy may read its candidates.',
  },
  'trophies.setCandidates': {
    summary: "Replace a trophy's candidates",
    description:
      "The trophy's organiser only: an ADMIN for a platform trophy, an OWNER or ADMIN of an APPROVED, unlocked " +
      "team for the team's own (anyone else: 404 when they cannot see it, 403 when they can). Audited. While " +
      'NOMINATING only. Every id must be eligible (else 400 `trophy.error.ineligible_candidates` with ' +
      '`meta.ids`); at most 50.',
  },
  'trophies.lock': {
    summary: 'Lock the candidates',
    description:
      "The trophy's organiser only: an ADMIN for a platform trophy, an OWNER or ADMIN of an APPROVED, unlocked " +
      "team for the team's own (anyone else: 404 when they cannot see it, 403 when they can). Audited. " +
      'NOMINATING → LOCKED with at least 2 candidates: their order and figures are frozen; a DRAW draws its ' +
      "secret seed and publishes the seed's SHA-256 commitment. A step that does not fit the trophy's state " +
      'answers 409.',
  },
  'trophies.award': {
    summary: 'Award a trophy',
    description:
      "The trophy's organiser only: an ADMIN for a platform trophy, an OWNER or ADMIN of an APPROVED, unlocked " +
      "team for the team's own (anyone else: 404 when they cannot see it, 403 when they can). Audited. LOCKED → " +
      'AWARDED. SCORE: the highest Bayesian score over the frozen figures. JURY: `winnerId` (a candidate) and a ' +
      'justification of at least 50 characters. DRAW: the seed is revealed and the winner is ' +
      'candidates[HMAC-SHA256(seed, trophyId) mod n]. The decision is signed into the protocol; the winner is ' +
      'mailed (per `newTrophy`). Two organisers at once: one wins, the other gets 409.',
  },
  'trophies.protocol': {
    summary: "Download a trophy's signed protocol",
    description:
      'AWARDED trophies (before: 409). `format=json` (default): `{protocol, jws, keyId}`, the record and its ' +
      'compact JWS (EdDSA, Ed25519; the public key at `/.well-known/plaudit-protocol-key.json`). `format=pdf`: ' +
      'the same, readable. Check a file with `npm run cli -- verify-protocol <file.json>`.',
  },
  'trophies.badge': {
    summary: "An AWARDED trophy's embeddable badge",
    description: 'An SVG, `theme=light|dark`, cacheable for a day; it links back to the trophy page.',
  },
  'trophies.brandWins': {
    summary: "List the trophies a brand's products have won",
    description: 'Newest first. An unknown or hidden brand answers 404.',
  },
  'trophies.productWins': {
    summary: 'List the trophies a product has won',
    description: 'Newest first. A product that is not public answers 404.',
  },
  'trophies.youtuberWins': {
    summary: "List the trophies a YouTuber's reviews have won",
    description: 'Newest first. A YouTuber who is not APPROVED answers 404.',
  },
  'trophies.mine': {
    summary: "List the trophies the caller's reviews have won",
    description: 'Newest first; the dashboard shows each badge snippet.',
  },
} as const satisfies DocsOf<typeof TROPHIES_ROUTES>;
