import type { RouteSpec } from '../route-table.js';

// The trophies area's calls (issue 18), spread into the route table (route-table.ts). Zod-free like the table itself;
// each call's schemas are in schemas/trophies.ts (TROPHIES_ROUTE_SCHEMAS) under the same id.

const ORGANISER = "The trophy's organiser only: an ADMIN for a platform trophy, an OWNER or ADMIN of an APPROVED, unlocked team for "
  + "the team's own (anyone else: 404 when they cannot see it, 403 when they can). Audited.";
const STEP = 'A step that does not fit the trophy\'s state answers 409.';
const PUBLIC = 'NOMINATING, LOCKED and AWARDED trophies only (DRAFT and CANCELLED stay with the organiser).';

export const TROPHIES_ROUTES = [
  {
    id: 'trophies.categories', method: 'GET', path: '/trophy-categories', tag: 'trophies', auth: 'public', errors: [429],
    summary: 'List the trophy categories',
    description: 'In their order (position), each with how many public trophies it holds.',
  },
  {
    id: 'trophies.categoryCreate', method: 'POST', path: '/admin/trophy-categories', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 409], successStatus: 201,
    summary: 'Add a trophy category',
    description: 'ADMIN only; a moderator or user gets 403. The slug is derived from the name when empty; a slug in use answers 409. Audited.',
  },
  {
    id: 'trophies.categoryUpdate', method: 'PUT', path: '/admin/trophy-categories/:id', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 404, 409],
    summary: 'Change a trophy category',
    description: 'ADMIN only. Every field is replaced. Audited.',
  },
  {
    id: 'trophies.categoryDelete', method: 'DELETE', path: '/admin/trophy-categories/:id', tag: 'trophies', auth: 'bearer', errors: [401, 403, 404, 409],
    summary: 'Delete a trophy category',
    description: 'ADMIN only. While any trophy uses it: 409 `trophy.error.category_in_use`. Audited.',
  },
  {
    id: 'trophies.list', method: 'GET', path: '/trophies', tag: 'trophies', auth: 'public', errors: [400, 429],
    summary: 'List the public trophies',
    description: `${PUBLIC} Spec §3 options: page, take, search (name and description), sortBy, sortOrder, contentType, categoryId; and status.`,
  },
  {
    id: 'trophies.adminList', method: 'GET', path: '/admin/trophies', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403],
    summary: "List the platform's trophies",
    description: 'ADMIN only. Every status, with the options of the public list.',
  },
  {
    id: 'trophies.creatorList', method: 'GET', path: '/creator/trophies/:creatorTeamId', tag: 'trophies', auth: 'bearer', errors: [400, 401, 404],
    summary: "List a team's trophies",
    description: 'Every option of spec §3. The trophies the team runs (every status) and the public ones it has won or has a candidate in, '
      + 'each with its `relation`. Members of the team only (anyone else: 404).',
  },
  {
    id: 'trophies.get', method: 'GET', path: '/trophies/:id', tag: 'trophies', auth: 'optional', errors: [404, 429],
    summary: 'Read a trophy',
    description: `${PUBLIC} The organiser also sees its DRAFT and CANCELLED ones, and \`permissions\` says what the caller may do now. `
      + 'A DRAW shows its commitment from the lock and its seed from the award.',
  },
  {
    id: 'trophies.create', method: 'POST', path: '/trophies', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 404], successStatus: 201,
    summary: 'Create a trophy',
    description: 'As DRAFT. Without `teamId` the platform runs it (ADMIN only); with it, the team (its OWNER or ADMIN, the team APPROVED and not '
      + 'locked). SCORE fits PRODUCT trophies only. Audited.',
  },
  {
    id: 'trophies.update', method: 'PUT', path: '/trophies/:id', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 404, 409],
    summary: 'Edit a trophy',
    description: `${ORGANISER} Every field in DRAFT; in NOMINATING only the name, description and trophy category (409 for the rest). ${STEP}`,
  },
  {
    id: 'trophies.open', method: 'POST', path: '/trophies/:id/open', tag: 'trophies', auth: 'bearer', errors: [401, 403, 404, 409],
    summary: 'Open nominations',
    description: `${ORGANISER} DRAFT → NOMINATING; the trophy becomes public. ${STEP}`,
  },
  {
    id: 'trophies.cancel', method: 'POST', path: '/trophies/:id/cancel', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 404, 409],
    summary: 'Cancel a trophy',
    description: `${ORGANISER} An ADMIN may also cancel a team's trophy. Any state but AWARDED → CANCELLED. ${STEP}`,
  },
  {
    id: 'trophies.eligible', method: 'GET', path: '/trophies/:id/eligible', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 404, 409],
    summary: 'List what may be nominated',
    description: `${ORGANISER.replace(' Audited.', '')} While NOMINATING: PUBLISHED products (PRODUCT) or PUBLISHED written / video reviews (REVIEW / VIDEO) `
      + 'of the period, in the catalogue category when one is set, of approved and unblocked teams, and for a team trophy only its own. '
      + 'Searchable, sorted by the figures shown beside each.',
  },
  {
    id: 'trophies.candidates', method: 'GET', path: '/trophies/:id/candidates', tag: 'trophies', auth: 'optional', errors: [404, 429],
    summary: "List a trophy's candidates",
    description: 'In the published order. Live figures while NOMINATING, the figures frozen at the lock after it; SCORE adds each score and rank. '
      + 'Whoever may read the trophy may read its candidates.',
  },
  {
    id: 'trophies.setCandidates', method: 'PUT', path: '/trophies/:id/candidates', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 404, 409],
    summary: "Replace a trophy's candidates",
    description: `${ORGANISER} While NOMINATING only. Every id must be eligible (else 400 \`trophy.error.ineligible_candidates\` with `
      + '`meta.ids`); at most 50.',
  },
  {
    id: 'trophies.lock', method: 'POST', path: '/trophies/:id/lock', tag: 'trophies', auth: 'bearer', errors: [401, 403, 404, 409],
    summary: 'Lock the candidates',
    description: `${ORGANISER} NOMINATING → LOCKED with at least 2 candidates: their order and figures are frozen; a DRAW draws its secret seed `
      + `and publishes the seed's SHA-256 commitment. ${STEP}`,
  },
  {
    id: 'trophies.award', method: 'POST', path: '/trophies/:id/award', tag: 'trophies', auth: 'bearer', errors: [400, 401, 403, 404, 409],
    summary: 'Award a trophy',
    description: `${ORGANISER} LOCKED → AWARDED. SCORE: the highest Bayesian score over the frozen figures. JURY: \`winnerId\` (a candidate) `
      + 'and a justification of at least 50 characters. DRAW: the seed is revealed and the winner is candidates[HMAC-SHA256(seed, trophyId) mod n]. '
      + 'The decision is signed into the protocol; the winner is mailed (per `newTrophy`). Two organisers at once: one wins, the other gets 409.',
  },
  {
    id: 'trophies.protocol', method: 'GET', path: '/trophies/:id/protocol', tag: 'trophies', auth: 'public', errors: [400, 404, 409, 429],
    summary: "Download a trophy's signed protocol",
    description: 'AWARDED trophies (before: 409). `format=json` (default): `{protocol, jws, keyId}`, the record and its compact JWS (EdDSA, '
      + 'Ed25519; the public key at `/.well-known/plaudit-protocol-key.json`). `format=pdf`: the same, readable. '
      + 'Check a file with `npm run cli -- verify-protocol <file.json>`.',
  },
  {
    id: 'trophies.badge', method: 'GET', path: '/trophies/:id/badge.svg', tag: 'trophies', auth: 'public', errors: [400, 404],
    summary: "An AWARDED trophy's embeddable badge",
    description: 'An SVG, `theme=light|dark`, cacheable for a day; it links back to the trophy page.',
  },
  {
    id: 'trophies.brandWins', method: 'GET', path: '/brands/:creatorProfile/trophies', tag: 'trophies', auth: 'public', errors: [404, 429],
    summary: "List the trophies a brand's products have won",
    description: 'Newest first. An unknown or hidden brand answers 404.',
  },
  {
    id: 'trophies.productWins', method: 'GET', path: '/products/:productId/trophies', tag: 'trophies', auth: 'public', errors: [404, 429],
    summary: 'List the trophies a product has won',
    description: 'Newest first. A product that is not public answers 404.',
  },
  {
    id: 'trophies.youtuberWins', method: 'GET', path: '/youtubers/:handle/trophies', tag: 'trophies', auth: 'public', errors: [404, 429],
    summary: "List the trophies a YouTuber's reviews have won",
    description: 'Newest first. A YouTuber who is not APPROVED answers 404.',
  },
  {
    id: 'trophies.mine', method: 'GET', path: '/profile/trophies', tag: 'trophies', auth: 'bearer', errors: [401],
    summary: "List the trophies the caller's reviews have won",
    description: 'Newest first; the dashboard shows each badge snippet.',
  },
] as const satisfies readonly RouteSpec[];
