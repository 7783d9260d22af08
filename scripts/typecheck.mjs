#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project checked with `tsc --noEmit`, two at a time (one per core: one after
// another they took 92 s in CI, each mostly on one core). Every project's errors are printed, and the exit code is
// non-zero when any project has one.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/build-state.mjs';

// The web app first: it takes longest, so it does not start last and leave the other core idle.
const PROJECTS = ['apps/web', 'apps/server', 'packages/contract', 'e2e', 'bench'];
const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      // Printed whole when the project is done, so two projects' errors never interleave.
      process.stdout.write(`[typecheck] ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
let failed = 0;
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    if (!(await check(project))) failed += 1;
  }
}
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
if (failed > 0) {
  console.error(`[typecheck] ${failed} project(s) with type errors`);
  process.exit(1);
}
