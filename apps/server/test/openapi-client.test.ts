import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ROUTES } from '@plaudit/contract';
import { buildTestApp, type TestContext } from './build-test-app.js';
import { createUser } from './factories.js';

// A brand developer's first steps, proven: TypeScript types generated from GET /api/openapi.json with
// openapi-typescript, a small client written only against them (test/openapi-client/client.ts) that must
// type-check, and that same client signing in, reading /auth/me and listing sessions on a running server.

const clientSource = fileURLToPath(new URL('./openapi-client/client.ts', import.meta.url));

let t: TestContext;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  dir = await mkdtemp(join(tmpdir(), 'plaudit-openapi-client-'));
  const res = await t.app.inject({ method: 'GET', url: `${API_BASE}${ROUTES.system.openapi.path}` });
  expect(res.statusCode).toBe(200);
  await writeFile(join(dir, 'plaudit-api.ts'), astToString(await openapiTS(res.json<OpenAPI3>())));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  await copyFile(clientSource, join(dir, 'client.ts'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** TypeScript's verdict on `files` (in the temporary directory), strict, as a brand developer's project would be. */
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
    },
  );
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${diagnostic.file.fileName.slice(dir.length + 1)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1} `
      : '';
    return `${where}TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

describe('a client generated from the API description', () => {
  it('type-checks: sign in, /auth/me and the session list are typed from the document', () => {
    expect(typeErrors(['client.ts'])).toEqual([]);
  }, 60_000);

  it('has real types, not `any`: a field the document does not have, or a missing null check, is a type error', async () => {
    await writeFile(
      join(dir, 'misuse.ts'),
      [
        "import type { Me, SignInBody } from './client.js';",
        'export const nickname = (me: Me) => me.nickname;',
        'export const imageLength = (me: Me) => me.image.length;',
        "export const body: SignInBody = { email: 'a@b.c' };",
        '',
      ].join('\n'),
    );
    const errors = typeErrors(['misuse.ts']);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/^misuse\.ts:2 TS2339 Property 'nickname' does not exist/);
    expect(errors[1]).toMatch(/^misuse\.ts:3 TS18047 'me\.image' is possibly 'null'/);
    expect(errors[2]).toMatch(/^misuse\.ts:4 TS2741 Property 'password' is missing/);
  }, 60_000);

  it('works against the server: signs in, reads /auth/me and lists the sessions', async () => {
    const user = await createUser(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // Loaded by path: the server's own type-check must not follow it (its types exist only once generated).
    const { firstSteps } = (await import(/* @vite-ignore */ clientSource)) as {
      firstSteps(baseUrl: string, email: string, password: string): Promise<unknown>;
    };
    expect(await firstSteps(`http://127.0.0.1:${port}`, user.email, user.password)).toEqual({
      userId: user.id,
      email: user.email,
      role: 'USER',
      language: 'en',
      image: 'none',
      sessionCount: 1,
      currentSessionId: expect.any(String),
    });
  });
});
