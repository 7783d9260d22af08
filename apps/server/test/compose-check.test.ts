import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// CI's check of compose.yaml, deploy/haproxy.cfg and the Dockerfile (scripts/check-compose.mjs) passes
// on the files as they are and fails, naming the problem, on broken copies of them.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SCRIPT = join(ROOT, 'scripts/check-compose.mjs');
const dir = mkdtempSync(join(tmpdir(), 'plaudit-compose-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function check(compose: string, dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8')) {
  const composeFile = join(dir, 'compose.yaml');
  mkdirSync(join(dir, 'deploy'), { recursive: true });
  cpSync(join(ROOT, 'deploy/haproxy.cfg'), join(dir, 'deploy/haproxy.cfg'));
  writeFileSync(composeFile, compose);
  writeFileSync(join(dir, 'Dockerfile'), dockerfile);
  const run = spawnSync(
    process.execPath,
    [SCRIPT, composeFile, join(dir, 'deploy/haproxy.cfg'), join(dir, 'Dockerfile')],
    { encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const original = readFileSync(join(ROOT, 'compose.yaml'), 'utf8');

describe('the compose check', () => {
  it("passes on the repository's files", () => {
    const run = check(original);
    expect(run.status, run.output).toBe(0);
  });

  it('fails on an app without Redis, a variable the server does not read, and a missing balancer', () => {
    const broken = original
      .replace(/^\s+REDIS_URL: .*\n/m, '')
      .replace('TRUST_PROXY: "true"', 'TRUST_PROXY: "true"\n    REDIS_ADDRESS: redis:6379')
      .replace(/^ {2}lb:\n/m, '  balancer:\n');
    const run = check(broken);
    expect(run.status).toBe(1);
    expect(run.output).toContain('"app1" lacks REDIS_URL');
    expect(run.output).toContain('"app2" sets REDIS_ADDRESS, which the server does not read');
    expect(run.output).toContain('service "lb" is missing');
  });

  it('fails on an image that runs as root', () => {
    const run = check(original, readFileSync(join(ROOT, 'Dockerfile'), 'utf8').replace(/^USER node$/m, 'USER root'));
    expect(run.status).toBe(1);
    expect(run.output).toContain('the image must run as a non-root user');
  });
});
