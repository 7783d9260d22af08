import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@plaudit/contract';
import { buildTestApp, type TestContext } from './build-test-app.js';
import { createUser } from './factories.js';
import { keyWorld } from './api-key-factories.js';
import { TEAM_TEST_LIMITS } from './team-factories.js';
import { createCategory } from './catalogue-factories.js';
import { insertReview, publishedProduct } from './review-moderation-factories.js';
import { publicApiRoutes } from '../src/modules/public-api/public-api.openapi.js';

// An integrator's first day with the public API, proven: TypeScript types generated from GET /api/v1/openapi.json
// with openapi-typescript, a client written only against them with openapi-fetch (test/public-api-client/client.ts)
// that must type-check strictly, and that same client calling every route of the public API on a running server.
// And the document passes Redocly CLI's lint with its recommended rules, without an error.

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const clientSource = fileURLToPath(new URL('./public-api-client/client.ts', import.meta.url));
const redocly = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
const redoclyConfig = fileURLToPath(new URL('../../../redocly.yaml', import.meta.url));
const openapiFetch = dirname(require.resolve('openapi-fetch/package.json'));

let t: TestContext;
let dir: string;
let document: OpenAPI3;
beforeAll(async () => {
  t = await buildTestApp(TEAM_TEST_LIMITS);
  dir = await mkdtemp(join(tmpdir(), 'plaudit-v1-client-'));
  const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/v1/openapi.json` });
  expect(res.statusCode).toBe(200);
  document = res.json<OpenAPI3>();
  await writeFile(join(dir, 'openapi.json'), res.body);
  await writeFile(join(dir, 'plaudit-v1.ts'), astToString(await openapiTS(document)));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  await copyFile(clientSource, join(dir, 'client.ts'));
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(
    files.map((file) => join(dir, file)),
    {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
      // The integrator's project has openapi-fetch installed; the temporary directory borrows ours.
      baseUrl: dir,
      paths: { 'openapi-fetch': [join(openapiFetch, 'dist', 'index.d.mts')] },
    },
  );
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('a client generated from the public API document', () => {
  it('type-checks strictly, and a field the document lacks is a type error', async () => {
    expect(typeErrors(['client.ts'])).toEqual([]);
    await writeFile(
      join(dir, 'misuse.ts'),
      [
        "import type { Product, Me } from './client.js';",
        'export const perms = (p: Product) => p.permissions;',
        'export const url = (p: Product) => p.url.length;',
        'export const secret = (me: Me) => me.key.key;',
        '',
      ].join('\n'),
    );
    expect(typeErrors(['misuse.ts'])).toHaveLength(3);
  }, 60_000);

  it('calls every route of the public API against the server', async () => {
    const world = await keyWorld(t.app);
    const category = await createCategory(t.app);
    const reviewed = await publishedProduct(t.app, world.team.id);
    const author = await createUser(t.app);
    const review = await insertReview(t.app, { productId: reviewed.id, teamId: world.team.id, authorId: author.id });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { syncDay } = (await import(/* @vite-ignore */ clientSource)) as {
      syncDay(
        baseUrl: string,
        key: string,
        ids: { categoryId: string; reviewId: string },
      ): Promise<Record<string, number>>;
    };
    const seen = await syncDay(`http://127.0.0.1:${port}${API_BASE}/v1`, world.key.key, {
      categoryId: category.id,
      reviewId: review.id,
    });
    expect(Object.keys(seen).sort()).toEqual(
      publicApiRoutes()
        .map((route) => route.id.replace('publicApi.', '').replace('statsOf', 'stats'))
        .sort(),
    );
    expect(Object.values(seen).every((status) => status === 200 || status === 201)).toBe(true);
  }, 60_000);
});

describe('the document, by a tool nobody here wrote', () => {
  it('passes Redocly CLI lint (recommended rules) with no error', async () => {
    const result = await run(
      process.execPath,
      [redocly, 'lint', join(dir, 'openapi.json'), '--config', redoclyConfig, '--format', 'json'],
      { maxBuffer: 10 * 1024 * 1024 },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const problems = (
      JSON.parse(result.stdout) as { problems: { ruleId: string; severity: string; message: string }[] }
    ).problems;
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    // Only the document's missing licence is left as a warning: the project has chosen none.
    expect(problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([
      expect.stringMatching(/^info-license/),
    ]);
  }, 60_000);
});
