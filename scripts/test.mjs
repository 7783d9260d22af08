#!/usr/bin/env node
// `npm test`: the whole suite, one part after another, ending with the line `N passed, N failed`.
//
//   contract          packages/contract vitest (unit)
//   server            apps/server vitest on PGlite
//   server:postgres   apps/server vitest again on PostgreSQL, only when TEST_DATABASE_URL is set
//   web               apps/web vitest (components)
//   e2e               Playwright journeys in Chromium against the built app (built first when stale)
//
// A subset: `npm test -- --only=server,web` or TEST_ONLY=server ("server" also selects "server:postgres").
// Each runner writes a JSON report that we count from; a part that ends badly without a report, or whose exit
// code says failure while its report shows none, counts as 1 failed, so nothing can pass silently.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureBuilt, ROOT } from './lib/build-state.mjs';

const SUITE_TIMEOUT_MS = Number(process.env.TEST_SUITE_TIMEOUT_MS ?? 20 * 60 * 1000);

const onlyArg =
  process.argv
    .slice(2)
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length) ??
  process.env.TEST_ONLY ??
  '';
const only = onlyArg
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknownArgs = process.argv.slice(2).filter((a) => !a.startsWith('--only='));
if (unknownArgs.length > 0) {
  console.error(
    `[test] unknown arguments: ${unknownArgs.join(' ')} (use --only=contract,server,server:postgres,web,e2e)`,
  );
  console.log('0 passed, 1 failed');
  process.exit(2);
}

const withoutTestDb = { ...process.env };
delete withoutTestDb.TEST_DATABASE_URL;

/** @type {Array<{name: string, kind: 'vitest'|'playwright', cwd: string, env: NodeJS.ProcessEnv, before?: () => void}>} */
const suites = [
  { name: 'contract', kind: 'vitest', cwd: 'packages/contract', env: withoutTestDb },
  { name: 'server', kind: 'vitest', cwd: 'apps/server', env: withoutTestDb },
  // The two-server test starts the built server, so this part builds it first when it is stale.
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'server:postgres',
          kind: 'vitest',
          cwd: 'apps/server',
          env: { ...process.env },
          before: () => ensureBuilt({ names: ['contract', 'server'] }),
        },
      ]
    : []),
  { name: 'web', kind: 'vitest', cwd: 'apps/web', env: withoutTestDb },
  { name: 'e2e', kind: 'playwright', cwd: 'e2e', env: withoutTestDb, before: () => ensureBuilt() },
];
const known = ['contract', 'server', 'server:postgres', 'postgres', 'web', 'e2e'];
for (const name of only) {
  if (!known.includes(name)) {
    console.error(`[test] unknown suite "${name}"; known: ${known.join(', ')}`);
    console.log('0 passed, 1 failed');
    process.exit(2);
  }
}
const selected = suites.filter(
  (s) =>
    only.length === 0 ||
    only.some((o) => s.name === o || s.name.startsWith(`${o}:`) || (o === 'postgres' && s.name === 'server:postgres')),
);
if (only.length > 0 && selected.length === 0) {
  console.error(`[test] nothing selected by "${onlyArg}" (server:postgres needs TEST_DATABASE_URL)`);
}

function bin(cwd, name) {
  for (const dir of [join(ROOT, cwd, 'node_modules', '.bin'), join(ROOT, 'node_modules', '.bin')]) {
    const path = join(dir, process.platform === 'win32' ? `${name}.cmd` : name);
    if (existsSync(path)) return path;
  }
  return name;
}

let interrupted = false;

/** Runs a command with inherited output; resolves with its exit code (or 1 after a timeout). */
function run(cmd, args, { cwd, env }) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, {
      cwd: join(ROOT, cwd),
      env,
      stdio: 'inherit',
      detached: process.platform !== 'win32',
    });
    const timer = setTimeout(() => {
      console.error(`[test] timed out after ${SUITE_TIMEOUT_MS / 1000} s, stopping`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, SUITE_TIMEOUT_MS);
    const stop = () => {
      interrupted = true;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    child.on('error', (error) => {
      console.error(`[test] could not start ${cmd}: ${error.message}`);
      clearTimeout(timer);
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolvePromise(code ?? (signal ? 1 : 0));
    });
  });
}

const SKIPPED = new Set(['skipped', 'pending', 'todo']);
/** The reason `test/needs.ts` writes into a skipped test's name; any other skip says it gave none. */
function skipReason(name) {
  return /\(skipped: ([^)]*)\)/.exec(name ?? '')?.[1] ?? 'no reason given';
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

async function runSuite(suite) {
  const report = join(tmp, `${suite.name.replace(/[^a-z0-9]/gi, '-')}.json`);
  if (!existsSync(join(ROOT, suite.cwd, 'package.json'))) {
    return { passed: 0, failed: 1, note: `no ${suite.cwd}/package.json` };
  }
  if (suite.before) {
    try {
      suite.before();
    } catch (error) {
      return { passed: 0, failed: 1, note: error.message };
    }
  }
  let code;
  if (suite.kind === 'vitest') {
    code = await run(
      bin(suite.cwd, 'vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile=${report}`],
      suite,
    );
    const json = readJson(report);
    if (!json) return { passed: 0, failed: 1, note: `exit ${code}, no JSON report` };
    const passed = json.numPassedTests ?? 0;
    let failed = json.numFailedTests ?? 0;
    const notes = [];
    // A file that fails before its tests run (an import error, a crash in beforeAll) fails no test: count it.
    const brokenFiles = (json.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
    );
    if (brokenFiles.length > 0) {
      failed += brokenFiles.length;
      notes.push(`${brokenFiles.length} file(s) failed outside their tests`);
    }
    if (json.numTotalTests === 0) notes.push('no tests found');
    if (code !== 0 && failed === 0) {
      failed = 1;
      notes.push(`exit ${code}`);
    }
    const failures = (json.testResults ?? []).flatMap((file) => {
      const where = relative(join(ROOT, suite.cwd), file.name ?? '');
      const tests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      if (tests.length === 0 && file.status === 'failed')
        return [{ where, title: '(outside its tests)', message: file.message }];
      return tests.map((a) => ({ where, title: a.fullName ?? a.title, message: a.failureMessages?.[0] }));
    });
    const skipped = (json.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((a) => SKIPPED.has(a.status))
        .map((a) => ({
          where: relative(join(ROOT, suite.cwd), file.name ?? ''),
          reason: skipReason(a.fullName ?? a.title),
        })),
    );
    if (skipped.length > 0) notes.push(`${skipped.length} skipped`);
    return { passed, failed, note: notes.join('; '), failures, skipped };
  }
  code = await run(bin(suite.cwd, 'playwright'), ['test', '--reporter=list,json'], {
    ...suite,
    env: { ...suite.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  });
  const json = readJson(report);
  if (!json?.stats) return { passed: 0, failed: 1, note: `exit ${code}, no JSON report` };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats;
  // A journey that failed and then passed on a retry is a failure, never a pass (the config sets no retries;
  // this holds even when someone passes --retries).
  let failed = unexpected + flaky;
  const notes = [];
  if (flaky) notes.push(`${flaky} flaky (failed, then passed on retry: counted as failed)`);
  if (skipped) notes.push(`${skipped} skipped`);
  if (json.errors?.length) notes.push(`${json.errors.length} error(s) outside tests`);
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`exit ${code}`);
  }
  const failures = [];
  const walk = (suiteNode, file) => {
    for (const spec of suiteNode.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const result = (test.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
          failures.push({ where: spec.file ?? file, title: spec.title, message: result?.error?.message });
        }
      }
    }
    for (const child of suiteNode.suites ?? []) walk(child, suiteNode.file ?? file);
  };
  for (const top of json.suites ?? []) walk(top, top.file);
  return { passed: expected, failed, note: notes.join('; '), failures };
}

const tmp = mkdtempSync(join(tmpdir(), 'plaudit-test-'));
const results = [];
// The server and web tests import the built contract (its package exports dist/), so it must be current.
if (selected.some((s) => s.name !== 'contract')) {
  try {
    ensureBuilt({ names: ['contract'] });
  } catch (error) {
    console.error(`[test] ${error.message}`);
  }
}
for (const suite of selected) {
  if (interrupted) {
    results.push({ name: suite.name, seconds: 0, passed: 0, failed: 1, note: 'not run: interrupted' });
    continue;
  }
  console.log(`\n━━━ ${suite.name} ━━━`);
  const started = Date.now();
  const result = await runSuite(suite);
  results.push({ name: suite.name, seconds: (Date.now() - started) / 1000, ...result });
}
rmSync(tmp, { recursive: true, force: true });

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const width = Math.max(8, ...results.map((r) => r.name.length));
console.log('\n━━━ summary ━━━');
for (const r of results) {
  const status = r.failed > 0 ? 'FAIL' : 'ok  ';
  console.log(
    `${status} ${r.name.padEnd(width)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds.toFixed(1).padStart(6)} s${r.note ? `  (${r.note})` : ''}`,
  );
}
// Skipped tests are listed with their reason, grouped, so a local run says what it did not check.
const skippedGroups = new Map();
for (const r of results) {
  for (const s of r.skipped ?? []) {
    const key = `${r.name}: ${s.reason}`;
    const group = skippedGroups.get(key) ?? { count: 0, files: new Set() };
    group.count += 1;
    group.files.add(s.where);
    skippedGroups.set(key, group);
  }
}
if (skippedGroups.size > 0) {
  console.log('\n━━━ skipped tests ━━━');
  for (const [key, group] of skippedGroups) {
    console.log(`${String(group.count).padStart(4)}  ${key}  (${[...group.files].sort().join(', ')})`);
  }
}
// CI keeps only the end of the output, so the failed tests are named here, next to the count, and not only in
// each runner's own report far above.
const FAILURES_SHOWN = 10;
const MESSAGE_CHARS = 300;
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => ({ suite: r.name, ...f })));
if (failures.length > 0) {
  console.log('\n━━━ failed tests ━━━');
  for (const f of failures.slice(0, FAILURES_SHOWN)) {
    const firstLine =
      stripVTControlCharacters(String(f.message ?? ''))
        .split('\n')
        .find((line) => line.trim()) ?? '';
    console.log(
      `${f.suite}  ${f.where} > ${f.title}${firstLine ? `\n    ${firstLine.trim().slice(0, MESSAGE_CHARS)}` : ''}`,
    );
  }
  if (failures.length > FAILURES_SHOWN) console.log(`… and ${failures.length - FAILURES_SHOWN} more`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || results.length === 0 ? 1 : 0;
