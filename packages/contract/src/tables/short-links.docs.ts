import type { DocsOf } from '../route-docs.js';
import type { SHORT_LINKS_ROUTES } from './short-links.js';

// The prose of short-links.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

const TEAM =
  "OWNER, ADMIN and EDITOR of the team; anyone else gets 404 (the team's existence is never revealed). Only an " +
  'APPROVED, unlocked team may change its links (403), and a muted person may not create or edit (403 with the mute ' +
  'in `meta`).';

export const SHORT_LINKS_ROUTE_DOCS = {
  'shortLinks.list': {
    summary: "List a team's short links",
    description:
      'Paged (page, take), filtered by `search` (slug, title, destination), `status` (ACTIVE, DISABLED, EXPIRED) and ' +
      '`productId`, sorted by createdAt, clicks or slug. Each row carries its clicks of the last 30 days per day; ' +
      '`recentClicks` sums those days over every link the filters match (a product’s links, with `productId`). ' +
      TEAM,
  },
  'shortLinks.create': {
    summary: 'Create a short link for a team',
    description:
      'Without a slug, 7 random base62 characters are made. A slug is 3–48 of `A–Z a–z 0–9 - _`, unique without ' +
      'regard to case across every link, never a reserved word, never a deleted link’s within 30 days: 409 ' +
      '`conflict` on field `slug` when in use. The destination is http(s), at most 2,048 characters, without ' +
      'user:password and never this platform’s own `/s/` path. ' +
      TEAM,
  },
  'shortLinks.top': {
    summary: "A team's most clicked links this week",
    description: 'Counted clicks of the last 7 days, from the rollups. ' + TEAM,
  },
  'shortLinks.get': {
    summary: 'Read a short link with its destination history',
    description: 'Every destination the link has had, with the time it started and ended. ' + TEAM,
  },
  'shortLinks.update': {
    summary: 'Replace a short link',
    description:
      'Every editable field is replaced (absent ones get their defaults); `password` absent keeps the current one, ' +
      'null removes it. A new destination starts a new entry of the history. A link staff disabled stays disabled. ' +
      TEAM,
  },
  'shortLinks.delete': {
    summary: 'Delete a short link',
    description: 'Its slug stays reserved for 30 days. OWNER and ADMIN of the team; an EDITOR gets 403.',
  },
  'shortLinks.qr': {
    summary: "A short link's QR code",
    description:
      'SVG or PNG of `{PUBLIC_URL}/s/{slug}?qr=1`, `size` 256–2048 px, `margin` 0–8 modules, error correction M (H ' +
      'with the brand icon, `logo=true`). `download=true` counts as SHORTLINK_GET_CLICK. ' +
      TEAM,
  },
  'shortLinks.got': {
    summary: 'Record that a team member copied a link',
    description: 'A SHORTLINK_GET_CLICK event (`via`: copy or qr). ' + TEAM,
  },
  'shortLinks.stats': {
    summary: "A short link's clicks",
    description:
      'Clicks and unique clicks (one per visitor per link per hour) in [from, to) by hour or day, with the ' +
      'breakdowns by trigger, referrer, device, browser, OS and destination, all from the rollups. ' +
      TEAM,
  },
  'shortLinks.statsCsv': {
    summary: "A short link's clicks as CSV",
    description: 'The series of `shortLinks.stats` as CSV (at, clicks, uniqueClicks). ' + TEAM,
  },
  'shortLinks.slugAvailable': {
    summary: 'Whether a slug is free',
    description:
      '`{available, reason?}`: `invalid`, `reserved`, `taken` or `recently_deleted`. Any signed-in person; the form ' +
      'asks 1 s after typing.',
  },
  'shortLinks.unlock': {
    summary: 'Open a password-protected short link',
    description:
      'Answers the destination for the right password, and only then counts the click. 5 wrong tries a minute per ' +
      'address, then 429. A disabled link answers 410, an unknown one 404.',
  },
  'shortLinks.landing': {
    summary: 'What `/s/{slug}` shows',
    description: 'NOT_FOUND, DISABLED, EXPIRED, PASSWORD or ACTIVE: the page behind the redirect asks it.',
  },
  'shortLinks.adminList': {
    summary: 'List every short link',
    description:
      'Team links and platform links; `owner=platform` or a team id narrows it. ADMIN and MOD; anyone else gets 403.',
  },
  'shortLinks.adminCreate': {
    summary: 'Create a platform short link',
    description: 'The same fields and rules as a team link, without a team. ADMIN only.',
  },
  'shortLinks.adminGet': { summary: 'Read any short link', description: 'ADMIN and MOD.' },
  'shortLinks.adminUpdate': { summary: 'Replace a platform short link', description: 'ADMIN only.' },
  'shortLinks.adminDelete': { summary: 'Delete a platform short link', description: 'ADMIN only.' },
  'shortLinks.adminDisable': {
    summary: 'Disable any short link, with a reason',
    description:
      'Audited; the team’s OWNERs are mailed the reason. The team cannot enable it again. ADMIN and MOD; it stops ' +
      'redirecting on every server within 5 s.',
  },
  'shortLinks.adminEnable': { summary: 'Enable a link staff disabled', description: 'Audited. ADMIN and MOD.' },
  'shortLinks.adminQr': { summary: "A platform link's QR code", description: 'As the team route. ADMIN and MOD.' },
  'shortLinks.adminStats': { summary: "Any link's clicks", description: 'As the team route. ADMIN and MOD.' },
} as const satisfies DocsOf<typeof SHORT_LINKS_ROUTES>;
