import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ROUTES } from '@plaudit/contract';
import { buildTestApp, type TestContext } from './build-test-app.js';

// GET /api/openapi.json checked by a tool nobody here wrote: Redocly CLI's `lint` with its recommended rules
// (redocly.yaml at the repository root), run as API clients and gateways would meet the document.

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const redocly = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
const config = fileURLToPath(new URL('../../../redocly.yaml', import.meta.url));

/** The warnings left on purpose, each with why (docs/operations.md, "API description", says the same). */
const EXPECTED_WARNINGS = [
  // The project has chosen no licence; the document does not invent one.
  'info-license #/info',
  // These never answer a 4xx: health, ready and the mailbox take no input, validate answers `valid: false` for bad
  // credentials. Their error answers are the 500 every call may give (and ready's 503).
  'operation-4xx-response #/paths/~1api~1health/get/responses',
  'operation-4xx-response #/paths/~1api~1ready/get/responses',
  'operation-4xx-response #/paths/~1api~1dev~1mailbox/get/responses',
  'operation-4xx-response #/paths/~1api~1auth~1session~1validate/get/responses',
];

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

let t: TestContext;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  dir = await mkdtemp(join(tmpdir(), 'plaudit-openapi-lint-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the API description', () => {
  it('passes Redocly CLI lint (recommended rules) with no error, and only the warnings left on purpose', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}${ROUTES.system.openapi.path}` });
    expect(res.statusCode).toBe(200);
    const file = join(dir, 'openapi.json');
    await writeFile(file, res.body);
    // lint exits 1 when it finds an error; the JSON report on stdout says which, so read it either way.
    const { stdout } = await run(
      process.execPath,
      [redocly, 'lint', file, `--config=${config}`, '--format=json', '--max-problems=10000'],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        timeout: 60_000,
        maxBuffer: 32 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: Problem[] };
    const label = (problem: Problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}`;
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${label(problem)}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(
      report.problems
        .filter((problem) => problem.severity === 'warn')
        .map(label)
        .sort(),
    ).toEqual([...EXPECTED_WARNINGS].sort());
  }, 60_000);
});
