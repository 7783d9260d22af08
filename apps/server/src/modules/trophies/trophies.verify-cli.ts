import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { protocolKeySetSchema, type ProtocolKeySet } from '@plaudit/contract';
import { PROTOCOL_KEY_PATH } from './trophies.signing.js';
import { fileDigest, verifyProtocol } from './trophies.verify.js';

// `npm run cli -- verify-protocol <file.json> [--key <file.json|URL>]`: checks a downloaded protocol
// without the database or the server's config. The key set comes from --key (a file or an http(s) URL) or, by
// default, from the protocol's own issuer. Answers the exit code: 0 every check holds, 1 one fails, 2 a usage error.

export const VERIFY_USAGE =
  'node dist/cli.js verify-protocol <file.json> [--key <key-set.json | https://…/.well-known/plaudit-protocol-key.json>]';

export interface VerifyCliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  fetch?: typeof fetch;
}

const defaultIo: VerifyCliIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

async function loadKeySet(source: string, io: VerifyCliIo): Promise<ProtocolKeySet> {
  let raw: unknown;
  if (/^https?:\/\//i.test(source)) {
    const res = await (io.fetch ?? fetch)(source, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${source} answered ${res.status}`);
    raw = await res.json();
  } else {
    raw = JSON.parse(await readFile(source, 'utf8'));
  }
  const parsed = protocolKeySetSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${source} is not a protocol key set`);
  return parsed.data;
}

export async function runVerifyProtocol(args: string[], io: VerifyCliIo = defaultIo): Promise<number> {
  let file: string | undefined;
  let key: string | undefined;
  try {
    const parsed = parseArgs({ args, options: { key: { type: 'string' } }, allowPositionals: true, strict: true });
    [file] = parsed.positionals;
    key = parsed.values.key;
    if (!file || parsed.positionals.length > 1) throw new Error('give exactly one protocol file');
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\nUsage: ${VERIFY_USAGE}`);
    return 2;
  }

  let bytes: Buffer;
  let json: unknown;
  try {
    bytes = await readFile(file);
    json = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    io.err(`Cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  io.out(`File:    ${file}`);
  io.out(`SHA-256: ${fileDigest(bytes)}`);

  const issuer = (json as { protocol?: { issuer?: unknown } } | null)?.protocol?.issuer;
  const keySource =
    key ?? (typeof issuer === 'string' ? `${issuer.replace(/\/+$/, '')}${PROTOCOL_KEY_PATH}` : undefined);
  if (!keySource) {
    io.err('The file names no issuer; give the key with --key.');
    return 2;
  }
  let keySet: ProtocolKeySet;
  try {
    keySet = await loadKeySet(keySource, io);
  } catch (error) {
    io.err(`Cannot load the key set: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  io.out(`Key:     ${keySource}`);

  const result = await verifyProtocol(json, keySet);
  for (const check of result.checks) io.out(`${check.ok ? '✓' : '✗'} ${check.name}: ${check.detail}`);
  if (result.protocol)
    io.out(
      `Winner:  ${result.protocol.winner.title} (${result.protocol.trophy.name}, ${result.protocol.trophy.method})`,
    );
  io.out(result.ok ? 'The protocol holds.' : 'The protocol does NOT hold.');
  return result.ok ? 0 : 1;
}
