import type { DocsOf } from '../route-docs.js';
import type { FEATURING_ROUTES } from './featuring.js';

// The prose of featuring.ts's calls in the OpenAPI document, under the same ids; only the server reads it
// (route-docs.ts).

const TEAM =
  'A campaign belongs to an APPROVED, unlocked team: an OWNER or ADMIN manages it, an EDITOR reads it; anyone else ' +
  'gets 404.';

export const FEATURING_ROUTE_DOCS = {
  'featuring.adminList': {
    summary: 'List the category featurings',
    description: 'ADMIN only. Paged, newest first; `categoryId` narrows to one category.',
  },
  'featuring.adminCreate': {
    summary: 'Open featuring on a category',
    description:
      'ADMIN only; audited. One featuring per category (409 otherwise): 1–3 sponsored slots sold by a daily ' +
      'auction with a reserve price in credits per day.',
  },
  'featuring.close': {
    summary: "Run a day's auction by hand",
    description:
      'ADMIN only; audited. The same work as the daily job: closes every open featuring for the day, charges the ' +
      'winners (SPEND entries) and keeps the results. A featuring already closed for the day is left as it is, so ' +
      'running it twice charges once.',
  },
  'featuring.adminGet': { summary: 'Read a category featuring', description: 'ADMIN only.' },
  'featuring.adminUpdate': {
    summary: 'Replace a category featuring',
    description: 'ADMIN only; audited. PUT replaces the whole resource; closed days keep what they were sold at.',
  },
  'featuring.adminDelete': {
    summary: 'Delete a category featuring',
    description: 'ADMIN only; audited. One that has sold a day answers 409: deactivate it instead.',
  },
  'featuring.adminResults': {
    summary: "Read a featuring's auction log",
    description:
      'ADMIN only. Each closed day in `from`–`to` (default the last 30 days): every bid with its quality, score, ' +
      'rank, price or why it lost.',
  },
  'featuring.category': {
    summary: "Read a category's featuring",
    description:
      "The slots, the reserve and the last 30 days' clearing prices (so a brand can judge a bid), and today's " +
      'sponsored cards with who paid for them. The same for every visitor.',
  },
  'featuring.campaignOptions': {
    summary: 'List what a new campaign can bid on',
    description: `Every open featuring with its reserve and recent clearing prices, and the team's products that may bid on it. ${TEAM}`,
  },
  'featuring.campaignList': { summary: "List a team's campaigns", description: TEAM },
  'featuring.campaignCreate': {
    summary: 'Start a campaign',
    description:
      `${TEAM} It starts ACTIVE unless \`draft\`: its unspent budget, up to the available credits, is held in the ` +
      'ledger. Each product must be PUBLISHED in the featuring’s category or a sub-category; each bid at least the reserve.',
  },
  'featuring.campaignGet': { summary: 'Read a campaign with its bids', description: TEAM },
  'featuring.campaignUpdate': {
    summary: "Change a campaign's name, dates and budget",
    description: `${TEAM} The budget never below what is spent; while ACTIVE the hold follows it.`,
  },
  'featuring.campaignPause': {
    summary: 'Pause a campaign',
    description: `${TEAM} Releases what it holds; a paused campaign does not bid.`,
  },
  'featuring.campaignResume': {
    summary: 'Start or resume a campaign',
    description: `${TEAM} From DRAFT or PAUSED to ACTIVE; holds its unspent budget up to the available credits.`,
  },
  'featuring.campaignEnd': {
    summary: 'End a campaign',
    description: `${TEAM} Final: releases what it holds; its results stay.`,
  },
  'featuring.bidPut': {
    summary: 'Place or change a bid',
    description: `${TEAM} The "edit bid" modal: the product and the highest price per day (at least the reserve).`,
  },
  'featuring.bidDelete': { summary: 'Withdraw a bid', description: `${TEAM} Closed days keep their results.` },
  'featuring.campaignResults': {
    summary: "Read a campaign's results",
    description: `${TEAM} Per day and bid: won or lost (and why), rank, price, impressions, clicks, unique clicks and CTR.`,
  },
  'featuring.campaignResultsCsv': {
    summary: "Download a campaign's results as CSV",
    description: `${TEAM} The rows of the results call, one per day and bid.`,
  },
} as const satisfies DocsOf<typeof FEATURING_ROUTES>;
