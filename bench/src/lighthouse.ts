// Lighthouse against the running server's web app, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium):
// performance, accessibility and SEO scores of the pages the budgets name. Desktop and mobile presets both, because a
// score on one form factor says little about the other.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

export interface LighthouseScore {
  page: string;
  formFactor: 'desktop' | 'mobile';
  performance: number;
  accessibility: number;
  seo: number;
  /** Total blocking time and largest contentful paint, in ms (the median over runs when audited more than once). */
  tbtMs: number;
  lcpMs: number;
  /** Failing accessibility audits, so a score below 1 says what to fix. */
  accessibilityFailures: string[];
  /** Why Lighthouse could not measure the page (its scores are then NaN, and every budget on them fails). */
  error?: string;
  /** Every run's performance when the page was audited more than once; the scores above are the median run's. */
  performanceRuns?: number[];
  /** Every run's blocking time and largest paint, in the same order. */
  tbtRuns?: number[];
  lcpRuns?: number[];
}

/** A score for a report line: two decimals, or why it was not measured. */
export function scoreText(score: LighthouseScore, category: 'performance' | 'accessibility' | 'seo'): string {
  return score.error ? `not measured (${score.error})` : score[category].toFixed(2);
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The run whose performance is the median (the lower middle one of an even count); errors count as worst. Blocking
 * time and largest paint are each their own median (the upper middle one: the worse), as a gate on them reads.
 */
export function medianRun(runs: LighthouseScore[]): LighthouseScore {
  const sorted = [...runs].sort(
    (a, b) => (Number.isNaN(a.performance) ? -1 : a.performance) - (Number.isNaN(b.performance) ? -1 : b.performance),
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  if (runs.length <= 1) return median;
  const middle = (values: number[]) => {
    const worstFirst = [...values].sort((a, b) => (Number.isNaN(b) ? Infinity : b) - (Number.isNaN(a) ? Infinity : a));
    return worstFirst[Math.floor((worstFirst.length - 1) / 2)]!;
  };
  return {
    ...median,
    tbtMs: middle(runs.map((run) => run.tbtMs)),
    lcpMs: middle(runs.map((run) => run.lcpMs)),
    performanceRuns: runs.map((run) => run.performance),
    tbtRuns: runs.map((run) => run.tbtMs),
    lcpRuns: runs.map((run) => run.lcpMs),
  };
}

/**
 * Each page on both presets; on the mobile preset (slow 4G, 4x CPU throttling, whose score moves most from one load
 * to the next) `mobileRuns` times, reported as the median run.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: string[],
  { mobileRuns = 1 }: { mobileRuns?: number } = {},
): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const scores: LighthouseScore[] = [];
  try {
    for (const formFactor of ['desktop', 'mobile'] as const) {
      for (const page of pages) {
        const runs: LighthouseScore[] = [];
        for (let run = 0; run < (formFactor === 'mobile' ? mobileRuns : 1); run += 1)
          runs.push(await audit(page, formFactor));
        scores.push(medianRun(runs));
      }
    }
  } finally {
    chrome.kill();
  }
  return scores;

  async function audit(page: string, formFactor: 'desktop' | 'mobile'): Promise<LighthouseScore> {
    // One page Lighthouse cannot trace (NO_NAVSTART, seen on a loaded machine) is reported as not measured, and
    // its budgets fail; it does not throw away the figures of every other page and of the run before it.
    try {
      const result = await lighthouse(
        `${baseUrl}${page}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
        },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError)
        throw new Error(`Lighthouse could not load ${page}: ${runtimeError.code} ${runtimeError.message}`);
      const accessibilityFailures = (categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      return {
        page,
        formFactor,
        performance: categories.performance?.score ?? 0,
        accessibility: categories.accessibility?.score ?? 0,
        seo: categories.seo?.score ?? 0,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        accessibilityFailures,
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return {
        page,
        formFactor,
        performance: NaN,
        accessibility: NaN,
        seo: NaN,
        tbtMs: NaN,
        lcpMs: NaN,
        accessibilityFailures: [],
        error: message,
      };
    }
  }
}
