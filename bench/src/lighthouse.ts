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
  /** Failing accessibility audits, so a score below 1 says what to fix. */
  accessibilityFailures: string[];
  /** Why Lighthouse could not measure the page (its scores are then NaN, and every budget on them fails). */
  error?: string;
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

export async function runLighthouse(baseUrl: string, pages: string[]): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const scores: LighthouseScore[] = [];
  try {
    for (const formFactor of ['desktop', 'mobile'] as const) {
      for (const page of pages) {
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
          scores.push({
            page,
            formFactor,
            performance: categories.performance?.score ?? 0,
            accessibility: categories.accessibility?.score ?? 0,
            seo: categories.seo?.score ?? 0,
            accessibilityFailures,
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          scores.push({
            page,
            formFactor,
            performance: NaN,
            accessibility: NaN,
            seo: NaN,
            accessibilityFailures: [],
            error: message,
          });
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return scores;
}
