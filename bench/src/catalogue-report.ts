// What the catalogue part of the bench prints, and its budgets, apart from run.ts's own figures.
import type { BundleReport } from './bundle.js';
import type { CatalogueBench } from './catalogue-run.js';
import { SEARCH_EVERY_READ } from './catalogue.js';
import { scoreText, type LighthouseScore } from './lighthouse.js';

export interface Budget {
  name: string;
  pass: boolean;
  applies: boolean;
  value: string;
}

/** The demo brand every first start seeds (apps/server/src/seed/catalogue-data.ts): Lighthouse audits its pages. */
export const DEMO_BRAND = 'plauditcoffee';
const SEARCH_TARGET_MS = 50;
const SQL_RATIO = 5;
/** A page drawn on the server for an anonymous reader, against the API answer it shows. */
const PAGE_THROUGHPUT_SHARE = 0.5;
const PAGE_P99_RATIO = 2;
const FIRST_ROUTE_KB = 250;

/** The demo brand's page and one of its product pages, when the brand API answers (the product's slug comes from it). */
export async function demoCataloguePages(base: string, log: (line: string) => void): Promise<string[]> {
  const pages = [`/brands/${DEMO_BRAND}`];
  const res = await fetch(`${base}/api/brands/${DEMO_BRAND}/products?take=1`).catch(() => null);
  const body = res?.ok ? ((await res.json()) as { data?: Array<{ slug: string }> }) : null;
  const slug = body?.data?.[0]?.slug;
  if (slug) pages.push(`/brands/${DEMO_BRAND}/${slug}`);
  else log(`Lighthouse: no product page (GET /api/brands/${DEMO_BRAND}/products answered ${res?.status ?? 'nothing'})`);
  return pages;
}

export function catalogueLines(bench: CatalogueBench | null, bundle: BundleReport | null): string[] {
  const lines: string[] = [];
  if (bench) {
    lines.push(`Catalogue: ${bench.setting}`);
    lines.push(
      'route                                                    API p50   API p99   SQL p50   SQL p99  ratio p99   req/s',
    );
    for (const r of bench.routes) {
      if (!r.available || r.note) {
        lines.push(
          `${r.route.padEnd(55)}  ${r.available ? '' : 'not available '}(${r.note ?? ''}); SQL p99 ${r.sqlP99.toFixed(1)} ms`,
        );
        continue;
      }
      const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(8);
      const api = r.against ? bench.routes.find((other) => other.route === r.against) : undefined;
      if (r.against) {
        lines.push(
          `${r.route.padEnd(55)} ${ms(r.apiP50)}  ${ms(r.apiP99)}  ${r.apiRps.toFixed(0).padStart(6)} req/s: ${api?.apiRps ? `${((100 * r.apiRps) / api.apiRps).toFixed(0)}%` : '?'} of its API's throughput, p99 ${api?.apiP99 ? `${(r.apiP99 / api.apiP99).toFixed(2)}x` : '?'} its API's`,
        );
        continue;
      }
      lines.push(
        `${r.route.padEnd(55)} ${ms(r.apiP50)}  ${ms(r.apiP99)}  ${ms(r.sqlP50)}  ${ms(r.sqlP99)}  ${`${(r.apiP99 / Math.max(r.sqlP99, 0.001)).toFixed(2)}x`.padStart(9)}  ${r.apiRps.toFixed(0).padStart(6)}`,
      );
    }
    for (const search of bench.routes.filter((r) => r.route.startsWith('GET /api/search') && r.available)) {
      const how = search.route === SEARCH_EVERY_READ ? 'every search read' : 'answers kept';
      lines.push(
        `search p99 (${how}) ${search.apiP99.toFixed(1)} ms at ${bench.products} products; target < ${SEARCH_TARGET_MS} ms at 100,000 products on PostgreSQL`,
      );
    }
  } else {
    lines.push('Catalogue: not measured');
  }
  if (bundle) {
    lines.push(
      `First route (/): ${bundle.firstRouteKb.toFixed(0)} KB of gzipped JavaScript in ${bundle.firstRouteFiles} files (budget ${FIRST_ROUTE_KB} KB)`,
    );
    for (const p of bundle.publicPages)
      lines.push(
        `  ${p.page}: +${p.kb.toFixed(0)} KB gzipped; admin/dashboard chunks: ${p.adminChunks.join(', ') || 'none'}`,
      );
  } else {
    lines.push('Bundle: apps/web/dist/.vite/manifest.json is missing (build the web app with build.manifest)');
  }
  return lines;
}

export function catalogueBudgets(
  bench: CatalogueBench | null,
  bundle: BundleReport | null,
  lighthouse: LighthouseScore[],
): Budget[] {
  const budgets: Budget[] = [];
  for (const r of bench?.routes ?? []) {
    if (!r.available) continue;
    if (r.note) {
      budgets.push({ name: `${r.route} answered`, pass: false, applies: true, value: r.note });
      continue;
    }
    if (r.against) {
      const api = bench?.routes.find((other) => other.route === r.against);
      if (!api?.available || api.note) continue;
      budgets.push({
        name: `${r.route} ≥ ${PAGE_THROUGHPUT_SHARE * 100}% of ${r.against}'s req/s`,
        pass: r.apiRps >= PAGE_THROUGHPUT_SHARE * api.apiRps,
        applies: true,
        value: `${((100 * r.apiRps) / Math.max(api.apiRps, 0.001)).toFixed(0)}% (${r.apiRps.toFixed(0)} against ${api.apiRps.toFixed(0)} req/s)`,
      });
      budgets.push({
        name: `${r.route} p99 ≤ ${PAGE_P99_RATIO}× ${r.against}'s`,
        pass: r.apiP99 <= PAGE_P99_RATIO * api.apiP99,
        applies: true,
        value: `${(r.apiP99 / Math.max(api.apiP99, 0.001)).toFixed(2)}× (${r.apiP99.toFixed(1)} against ${api.apiP99.toFixed(1)} ms)`,
      });
      if (r.non2xx > 0)
        budgets.push({ name: `${r.route} answered 2xx`, pass: false, applies: true, value: `${r.non2xx} not` });
      continue;
    }
    const ratio = r.apiP99 / Math.max(r.sqlP99, 0.001);
    budgets.push({
      name: `${r.route} p99 ≤ ${SQL_RATIO}× its SQL`,
      pass: ratio <= SQL_RATIO,
      applies: true,
      value: `${ratio.toFixed(2)}× (${r.apiP99.toFixed(1)} against ${r.sqlP99.toFixed(1)} ms)`,
    });
    if (r.non2xx > 0)
      budgets.push({ name: `${r.route} answered 2xx`, pass: false, applies: true, value: `${r.non2xx} not` });
    if (r.route.startsWith('GET /api/search')) {
      const atScale = !!bench && bench.onPostgres && bench.products >= 100_000;
      budgets.push({
        name: `search p99 < ${SEARCH_TARGET_MS} ms (target, at 100,000 products on PostgreSQL; ${r.route === SEARCH_EVERY_READ ? 'every search read' : 'answers kept'})`,
        pass: r.apiP99 < SEARCH_TARGET_MS,
        applies: atScale,
        value: `${r.apiP99.toFixed(1)} ms at ${bench?.products ?? 0} products`,
      });
    }
  }
  if (bundle) {
    budgets.push({
      name: `first route ≤ ${FIRST_ROUTE_KB} KB gzipped JavaScript`,
      pass: bundle.firstRouteKb <= FIRST_ROUTE_KB,
      applies: true,
      value: `${bundle.firstRouteKb.toFixed(0)} KB`,
    });
    const leaking = bundle.publicPages.filter((p) => p.adminChunks.length > 0);
    budgets.push({
      name: 'public pages load no admin or dashboard chunk',
      pass: leaking.length === 0,
      applies: true,
      value:
        leaking.map((p) => `${p.page}: ${p.adminChunks.join(', ')}`).join('; ') ||
        `${bundle.publicPages.length} pages checked`,
    });
  }
  for (const l of lighthouse.filter((s) => s.page === '/' || s.page.startsWith('/brands/'))) {
    budgets.push({
      name: `Lighthouse SEO = 1.0 on ${l.page} (${l.formFactor})`,
      pass: l.seo >= 1,
      applies: true,
      value: scoreText(l, 'seo'),
    });
  }
  return budgets;
}
