// The daily close at scale: FEATURINGS category featurings with BIDS bids each, seeded straight in SQL (set-based, a
// few seconds), then one close of a day through the server's own FeaturingCloseService and CreditsService, timed,
// and its charges checked against the auction log: every winner's price is the SPEND entry its result names, to the
// credit, and the day's SPEND entries add up to the log's prices.
//
// The shape: TEAMS brands, one ACTIVE campaign each, bidding on FEATURINGS × BIDS ÷ TEAMS featurings (featuring f
// takes the campaigns (f × BIDS + j) mod TEAMS, j < BIDS), each bid with a PUBLISHED product of its own in the
// featuring's category. Two thirds of the products have reviews (quality 0.5–1), reserves 1–10, bids reserve to
// reserve + 60. Every tenth team has few credits and every seventh campaign a small budget, so the close also meets
// winners whose hold lacks, winners skipped for credits or budget, and campaigns it exhausts.

export const CLOSE_HANDLE_PREFIX = 'benchclose';
export const CLOSE_CATEGORY_PREFIX = 'bench-close-';

export interface CloseShape {
  featurings: number;
  bidsPerFeaturing: number;
  teams: number;
}

export const DEFAULT_CLOSE_SHAPE: CloseShape = { featurings: 1000, bidsPerFeaturing: 50, teams: 500 };

/** The seed, statement by statement (each with a label for the log). */
export function closeSeedStatements(shape: CloseShape): Array<{ label: string; sql: string }> {
  const { featurings: F, bidsPerFeaturing: B, teams: T } = shape;
  const team = `(select id from creator_teams where profile_handle = '${CLOSE_HANDLE_PREFIX}' || ((f * ${B} + j) % ${T}))`;
  return [
    {
      label: `${F} categories`,
      sql: `insert into categories (slug, name, icon, description, position)
        select '${CLOSE_CATEGORY_PREFIX}' || f, 'Bench close ' || f, 'category', 'Featuring close benchmark.', 1000 + f
        from generate_series(0, ${F - 1}) f on conflict (slug) do nothing`,
    },
    {
      label: `${T} brands`,
      sql: `insert into creator_teams (brand_name, profile_handle, website, description, social, claimed_at, billing_legal_name)
        select 'Bench Close Brand ' || i, '${CLOSE_HANDLE_PREFIX}' || i, 'https://close' || i || '.example', 'Bench.',
          jsonb_build_object('websiteUrl', 'https://close' || i || '.example', 'facebookUrl', null, 'xUrl', null,
            'instagramUrl', null, 'tiktokUrl', null, 'youtubeUrl', null, 'discordUrl', null),
          now(), case when i % 3 = 0 then 'Bench Close GmbH ' || i end
        from generate_series(0, ${T - 1}) i on conflict do nothing`,
    },
    {
      label: 'brand verifications (APPROVED)',
      sql: `insert into verifications (subject_type, team_id, status, reviewed_at, details)
        select 'CREATOR', t.id, 'APPROVED', now(), jsonb_build_object('brandName', t.brand_name, 'creatorProfile', t.profile_handle)
        from creator_teams t where t.profile_handle like '${CLOSE_HANDLE_PREFIX}%'
          and not exists (select 1 from verifications v where v.team_id = t.id)`,
    },
    {
      label: `${F} featurings`,
      sql: `insert into featurings (category_id, slots, reserve_price, starts_on, active)
        select c.id, 1 + f % 3, 1 + f % 10, '2020-01-01', true
        from generate_series(0, ${F - 1}) f join categories c on c.slug = '${CLOSE_CATEGORY_PREFIX}' || f
        on conflict do nothing`,
    },
    {
      label: `${F * B} products`,
      sql: `insert into products (team_id, slug, name, description, category_id, url, status, published_at)
        select ${team}, 'bench-close-' || f || '-' || j, 'Close product ' || f || '.' || j, 'Bench.', c.id,
          'https://close.example/p/' || f || '-' || j, 'PUBLISHED', now() - interval '1 day'
        from generate_series(0, ${F - 1}) f cross join generate_series(0, ${B - 1}) j
        join categories c on c.slug = '${CLOSE_CATEGORY_PREFIX}' || f
        on conflict do nothing`,
    },
    {
      label: 'review scores (two thirds of the products)',
      sql: `insert into product_review_stats (product_id, team_id, review_count, rating_sum)
        select p.id, p.team_id, 1 + h % 40, (1 + h % 40) * (1 + (h / 40) % 5)
        from (select id, team_id, abs(hashtext(slug)) as h from products where slug like 'bench-close-%') p
        where h % 3 <> 0 on conflict do nothing`,
    },
    {
      label: `${T} credit accounts`,
      sql: `insert into credit_accounts (team_id, balance, held)
        select t.id, case when i % 10 = 0 then 40 else 1000000 end, 0
        from generate_series(0, ${T - 1}) i join creator_teams t on t.profile_handle = '${CLOSE_HANDLE_PREFIX}' || i
        on conflict do nothing`,
    },
    {
      label: `${T} campaigns (ACTIVE)`,
      sql: `insert into campaigns (team_id, name, status, starts_on, total_budget, spent, held, hold_seq)
        select t.id, 'Close campaign ' || i, 'ACTIVE', '2020-01-01', b.budget, 0, least(b.budget, a.balance), 1
        from generate_series(0, ${T - 1}) i
        join creator_teams t on t.profile_handle = '${CLOSE_HANDLE_PREFIX}' || i
        join credit_accounts a on a.team_id = t.id
        cross join lateral (select case when i % 7 = 0 then 30 else 50000 end as budget) b`,
    },
    {
      label: 'the ledger: a top-up and the campaign hold per team',
      sql: `with h as (
          update credit_accounts a set held = c.held from campaigns c
          where c.team_id = a.team_id and a.team_id in (select id from creator_teams where profile_handle like '${CLOSE_HANDLE_PREFIX}%')
          returning a.team_id, a.balance, a.held, c.id as campaign_id
        ), top_up as (
          insert into credit_entries (team_id, kind, amount, held_amount, balance_after, held_after, cause_type, meta, idempotency_key)
          select team_id, 'TOP_UP', balance, 0, balance, 0, 'ADMIN', '{}'::jsonb, 'bench:top-up' from h
        )
        insert into credit_entries (team_id, kind, amount, held_amount, balance_after, held_after, cause_type, cause_id, meta, idempotency_key)
        select team_id, 'HOLD', 0, held, balance, held, 'CAMPAIGN', campaign_id::text, '{}'::jsonb, 'campaign:' || campaign_id || ':hold:1'
        from h where held > 0`,
    },
    {
      label: `${F * B} bids`,
      sql: `insert into campaign_bids (campaign_id, featuring_id, product_id, max_bid, active, created_at)
        select cp.id, fe.id, p.id, fe.reserve_price + abs(hashtext(p.slug)) % 61, true,
          now() - make_interval(secs => (f * ${B} + j) % 997)
        from generate_series(0, ${F - 1}) f cross join generate_series(0, ${B - 1}) j
        join categories c on c.slug = '${CLOSE_CATEGORY_PREFIX}' || f
        join featurings fe on fe.category_id = c.id
        join products p on p.category_id = c.id and p.slug = 'bench-close-' || f || '-' || j
        join campaigns cp on cp.team_id = p.team_id
        on conflict do nothing`,
    },
    {
      label: 'vacuum analyze',
      sql: 'vacuum analyze categories, creator_teams, verifications, featurings, products, product_review_stats, credit_accounts, credit_entries, campaigns, campaign_bids',
    },
  ];
}

/** What the close's figures are checked against: the log's prices and the ledger's SPEND entries of the day. */
export function closeCheckSql(day: string): string {
  return `select
    (select count(*)::int from featuring_days where day = '${day}') as featurings,
    (select count(*)::int from featuring_results where day = '${day}') as results,
    (select count(*)::int from featuring_results where day = '${day}' and price is not null) as winners,
    (select coalesce(sum(price), 0)::bigint from featuring_results where day = '${day}') as log_prices,
    (select coalesce(-sum(amount), 0)::bigint from credit_entries
      where kind = 'SPEND' and cause_type = 'FEATURING_DAY' and meta->>'day' = '${day}') as spends,
    (select count(*)::int from featuring_results r left join credit_entries e on e.id::text = r.ledger_entry_id
      where r.day = '${day}' and r.price is not null and (e.id is null or -e.amount <> r.price)) as mismatched,
    (select count(*)::int from credit_accounts where balance - held < 0 or held < 0) as overdrawn,
    (select count(*)::int from campaigns where spent > total_budget) as overspent`;
}

export interface CloseCheck {
  featurings: number;
  results: number;
  winners: number;
  logPrices: number;
  spends: number;
  mismatched: number;
  overdrawn: number;
  overspent: number;
}

export function toCloseCheck(row: Record<string, unknown>): CloseCheck {
  return {
    featurings: Number(row.featurings),
    results: Number(row.results),
    winners: Number(row.winners),
    logPrices: Number(row.log_prices),
    spends: Number(row.spends),
    mismatched: Number(row.mismatched),
    overdrawn: Number(row.overdrawn),
    overspent: Number(row.overspent),
  };
}
