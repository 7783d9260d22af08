#!/usr/bin/env node
// `npm start`: build whatever is missing or stale (contract, server, web), then run the built server in the
// foreground. SIGINT/SIGTERM are forwarded once, so the server shuts down gracefully and we exit with its code.
// `--no-build` (`npm run serve`) runs what is built as it is.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ROOT } from './lib/build-state.mjs';
import { SERVER_NODE_ARGS } from './lib/server-process.mjs';

if (!process.argv.includes('--no-build')) {
  try {
    ensureBuilt();
  } catch (error) {
    console.error(`[start] ${error.message}`);
    process.exit(1);
  }
}

// Its own process group: a terminal Ctrl-C then reaches the server once (through us), not twice.
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, join(ROOT, 'apps/server/dist/server.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  detached: process.platform !== 'win32',
});

let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    server.kill(signal);
  });
}
// If we go away for any other reason, do not leave the server behind.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('error', (error) => {
  console.error(`[start] could not run the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (signal) process.exit(signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
  process.exit(code ?? 0);
});
