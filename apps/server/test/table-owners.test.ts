import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.js';

// One owner per table (docs/architecture.md, "Server composition and table owners"): only the owning module writes a
// table;
// every other area calls the owner's service (with its `tx`). This reads the server's modules and fails on a
// Drizzle `.insert(t)` / `.update(t)` / `.delete(t)` or a raw `insert into` / `update` / `delete from` of a
// table by a module that does not own it, and on a table nobody owns. The one writer outside modules/
// (plugins/mail.ts for the outbox) is not a module and is not scanned.

/** SQL table name → the module (folder under src/modules) that alone writes it. */
const OWNERS: Record<string, string> = {
  users: 'users',
  sessions: 'sessions',
  refresh_tokens: 'sessions',
  visitor_sessions: 'sessions',
  one_time_codes: 'auth',
  password_resets: 'auth',
  sign_in_counters: 'auth',
  email_changes: 'profile',
  mail_outbox: 'mail plugin (plugins/mail.ts)',
  creator_teams: 'teams',
  creator_team_members: 'teams',
  team_invites: 'teams',
  ownership_transfers: 'teams',
  team_membership_history: 'teams',
  youtubers: 'creators',
  brand_requests: 'creators',
  verifications: 'verifications',
  punishments: 'punishments',
  audit_log: 'audit',
  decisions: 'decisions',
  appeals: 'decisions',
  categories: 'categories',
  products: 'products',
  product_images: 'products',
  // Written only by the triggers on products (migration 0012); search reads it.
  search_lexicon: 'products',
  // Written only by the triggers of migration 0023 on the tables each row is made of; search reads it.
  search_documents: 'search',
  reviews: 'reviews',
  review_revisions: 'reviews',
  review_reports: 'reviews',
  review_helpful_votes: 'reviews',
  review_replies: 'reviews',
  product_review_stats: 'reviews',
  team_review_stats: 'reviews',
  review_notifications: 'reviews',
  review_notification_marks: 'reviews',
  review_withdrawals: 'reviews',
  review_bursts: 'reviews',
  trophy_categories: 'trophies',
  trophies: 'trophies',
  trophy_candidates: 'trophies',
  trophy_decisions: 'trophies',
  events: 'events',
  event_salts: 'events',
  event_visitor_links: 'events',
  event_receipts: 'events',
  event_rollups_hourly: 'events',
  event_rollups_daily: 'events',
  event_referrer_rollups: 'events',
  event_search_rollups: 'events',
  event_jobs: 'events',
  featurings: 'featuring',
  campaigns: 'featuring',
  campaign_bids: 'featuring',
  featuring_days: 'featuring',
  featuring_results: 'featuring',
  webhook_endpoints: 'webhooks',
  webhook_events: 'webhooks',
  webhook_deliveries: 'webhooks',
  webhook_attempts: 'webhooks',
  api_keys: 'api-keys',
  api_idempotency: 'api-keys',
  short_links: 'short-links',
  short_link_destinations: 'short-links',
  short_link_rollups: 'short-links',
  credit_accounts: 'credits',
  credit_entries: 'credits',
  credit_grants: 'credits',
  credit_top_ups: 'credits',
  credit_receipt_counters: 'credits',
  credit_payment_events: 'credits',
};

const modulesDir = fileURLToPath(new URL('../src/modules', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Drizzle table variable (as imported from db/schema) → SQL table name. */
const tableOfVariable = new Map(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, table]) => [name, getTableName(table as PgTable)]),
);

interface Write {
  module: string;
  file: string;
  table: string;
}

function writesIn(file: string): Write[] {
  const text = readFileSync(file, 'utf8');
  const module = relative(modulesDir, file).split(sep)[0]!;
  const found: Write[] = [];
  const at = (table: string) => found.push({ module, file: relative(modulesDir, file), table });
  for (const match of text.matchAll(/\.(?:insert|update|delete)\(\s*([A-Za-z_]\w*)\s*\)/g)) {
    const table = tableOfVariable.get(match[1]!);
    if (table) at(table);
  }
  for (const match of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+([a-z_]+)\b/gi)) {
    const table = match[1]!.toLowerCase();
    if (table in OWNERS) at(table);
  }
  return found;
}

describe('table owners', () => {
  const writes = sourceFiles(modulesDir).flatMap(writesIn);

  it('finds the writes it checks (the scan itself works)', () => {
    expect(writes.some((w) => w.table === 'users' && w.module === 'users')).toBe(true);
    expect(writes.some((w) => w.table === 'sign_in_counters')).toBe(true);
  });

  it('every table of the schema has an owner', () => {
    const unowned = [...tableOfVariable.values()].filter((table) => !(table in OWNERS));
    expect(unowned, 'add the new table to OWNERS here and to the table in docs/architecture.md').toEqual([]);
  });

  it('only the owning module writes a table', () => {
    const strays = writes
      .filter((w) => OWNERS[w.table] !== w.module)
      .map((w) => `${w.file} writes ${w.table} (owner: ${OWNERS[w.table] ?? 'none'})`);
    expect(strays, "call the owner's service (pass `tx` to stay in one transaction)").toEqual([]);
  });
});
