#!/usr/bin/env node
// `npm run dev`: build the contract once, then run together, with prefixed output:
//   contract  tsc --watch, so the server and Vite see contract changes
//   server    tsx watch (npm run dev -w @plaudit/server): restarts on change
//   web       Vite (npm run dev -w @plaudit/web): hot reload, proxies /api to the server
// When any of them exits, or on Ctrl-C, all of them are stopped.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensureBuilt, npmCommand, ROOT } from './lib/build-state.mjs';

try {
  ensureBuilt({ names: ['contract'] });
} catch (error) {
  console.error(`[dev] ${error.message}`);
  process.exit(1);
}

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

const processes = [
  {
    name: 'contract',
    code: 35,
    cmd: process.execPath,
    args: [
      'node_modules/typescript/bin/tsc',
      '-p',
      'packages/contract/tsconfig.build.json',
      '--watch',
      '--preserveWatchOutput',
    ],
  },
  { name: 'server', code: 36, cmd: npmCommand(), args: ['run', 'dev', '-w', '@plaudit/server'] },
  { name: 'web', code: 33, cmd: npmCommand(), args: ['run', 'dev', '-w', '@plaudit/web'] },
];
const width = Math.max(...processes.map((p) => p.name.length));

// Children write to a pipe, not a terminal: ask for colour only when we print to one.
const childEnv = { ...process.env };
if (color) childEnv.FORCE_COLOR = '1';
else {
  delete childEnv.FORCE_COLOR;
  childEnv.NO_COLOR = '1';
}

let stopping = false;
const children = processes.map((p) => {
  const prefix = paint(p.code, `[${p.name.padEnd(width)}]`);
  const child = spawn(p.cmd, p.args, {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32', // a group of its own, so npm's children are stopped with it
    shell: process.platform === 'win32',
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix} ${line}\n`));
  }
  child.on('error', (error) => {
    console.error(`${prefix} could not start: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix} exited (${signal ?? code}); stopping the others`);
      stopAll(code === 0 ? 0 : 1);
    }
  });
  return child;
});

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) killGroup(child, 'SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) killGroup(child, 'SIGKILL');
    process.exit(code);
  }, 5000);
  deadline.unref();
  Promise.all(
    children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)))),
  ).then(() => process.exit(code));
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('exit', () => {
  for (const child of children) killGroup(child, 'SIGKILL');
});
