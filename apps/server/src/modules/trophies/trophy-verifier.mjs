#!/usr/bin/env node
// Plaudit trophy protocol verifier: one file, no dependencies, Node 18 or newer.
//
//   node trophy-verifier.mjs protocol.json [--key key-set.json | https://…/.well-known/plaudit-protocol-key.json]
//
// It checks a protocol file downloaded from a trophy page on its own, without trusting Plaudit's servers for anything
// but the public key:
//   1. the signature: the record was signed with the platform's Ed25519 key (a compact JWS);
//   2. the record: the readable record in the file is exactly the signed one;
//   3. the winner, worked out again from the record alone:
//      - a draw: SHA-256 of the revealed seed equals the fingerprint published at the lock, and the winner is
//        candidates[HMAC-SHA256(key = seed bytes, message = trophy id as UTF-8) read as a big-endian integer mod n],
//        counting the candidates from 0 in their published order;
//      - a score: score = (weight × prior + sum of ratings) / (weight + number of reviews), highest first; ties go to
//        more reviews, then the earliest, then the id;
//      - a jury: the winner is a candidate and the jury's reasons are published.
// Exit code 0: every check holds; 1: one fails; 2: the file or key could not be read.

import { createHash, createHmac, createPublicKey, verify } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const KEY_PATH = '/.well-known/plaudit-protocol-key.json';
const JUSTIFICATION_MIN = 50;

/** SHA-256 of the seed's bytes (hex): the fingerprint published at the lock. */
export function commitmentOf(seedHex) {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

/** The winning position (from 0) among n candidates. */
export function drawIndex(seedHex, trophyId, n) {
  const digest = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(trophyId, 'utf8').digest('hex');
  return Number(BigInt(`0x${digest}`) % BigInt(n));
}

/** The score table, best first. */
export function scoreTable(candidates, prior, weight) {
  const rows = candidates.map((c) => {
    const count = c.figures.reviewCount ?? 0;
    return {
      id: c.id,
      count,
      since: c.figures.since,
      score: count > 0 ? (weight * prior + (c.figures.ratingSum ?? 0)) / (weight + count) : null,
    };
  });
  rows.sort((a, b) => {
    if (a.score !== b.score) {
      if (a.score === null) return 1;
      if (b.score === null) return -1;
      return b.score - a.score;
    }
    if (a.count !== b.count) return b.count - a.count;
    if (a.since !== b.since) return Date.parse(a.since) - Date.parse(b.since);
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  return rows.map((row, index) => ({ id: row.id, score: row.score, rank: index + 1 }));
}

function checkSignature(file, keySet) {
  const parts = typeof file.jws === 'string' ? file.jws.split('.') : [];
  if (parts.length !== 3)
    return { check: { name: 'signature', ok: false, detail: 'the file has no signature' }, payload: null };
  const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
  const keys = Array.isArray(keySet?.keys) ? keySet.keys : [];
  const jwk = keys.find((key) => key.kid === file.keyId) ?? (keys.length === 1 ? keys[0] : undefined);
  if (!jwk)
    return {
      check: { name: 'signature', ok: false, detail: `no published key has the id ${file.keyId}` },
      payload: null,
    };
  if (header.alg !== 'EdDSA')
    return {
      check: { name: 'signature', ok: false, detail: `unexpected signature algorithm ${header.alg}` },
      payload: null,
    };
  const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' });
  const ok = verify(null, Buffer.from(`${parts[0]}.${parts[1]}`), key, Buffer.from(parts[2], 'base64url'));
  if (!ok)
    return {
      check: { name: 'signature', ok: false, detail: "the signature does not match the platform's key" },
      payload: null,
    };
  return {
    check: { name: 'signature', ok: true, detail: `signed with the platform's key ${jwk.kid}` },
    payload: JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')),
  };
}

/** The winner worked out again from the record. */
export function checkWinner(protocol) {
  const candidates = [...protocol.candidates].sort((a, b) => a.position - b.position);
  if (!candidates.every((c, i) => c.position === i))
    return { name: 'winner', ok: false, detail: 'the candidates are not numbered 0, 1, 2, …' };
  const winner = candidates.find((c) => c.id === protocol.winner.id);
  if (!winner || winner.position !== protocol.winner.position)
    return { name: 'winner', ok: false, detail: 'the winner is not the candidate at its stated place' };
  const n = candidates.length;
  switch (protocol.trophy.method) {
    case 'DRAW': {
      const draw = protocol.draw;
      if (!draw) return { name: 'winner', ok: false, detail: 'a draw without its seed' };
      if (commitmentOf(draw.seed) !== draw.commitment)
        return {
          name: 'winner',
          ok: false,
          detail: 'the revealed seed does not match the fingerprint published at the lock',
        };
      const index = drawIndex(draw.seed, protocol.trophy.id, n);
      const ok = index === draw.index && index === winner.position;
      return {
        name: 'winner',
        ok,
        detail: ok
          ? `the seed matches its fingerprint, and the draw picks candidate ${index + 1} of ${n}: "${winner.title}"`
          : `the draw picks candidate ${index + 1}, the protocol says ${winner.position + 1}`,
      };
    }
    case 'SCORE': {
      const score = protocol.score;
      if (!score) return { name: 'winner', ok: false, detail: 'a score without its table' };
      const table = scoreTable(candidates, score.prior, score.weight);
      const same = isDeepStrictEqual(table, score.table);
      const ok = same && table[0]?.id === winner.id && table[0]?.score !== null;
      return {
        name: 'winner',
        ok,
        detail: ok
          ? `the scores work out the same, and "${winner.title}" has the best one`
          : same
            ? 'the winner is not first in the scores'
            : 'the scores work out differently',
      };
    }
    case 'JURY': {
      const ok = (protocol.jury?.justification ?? '').trim().length >= JUSTIFICATION_MIN;
      return {
        name: 'winner',
        ok,
        detail: ok
          ? `a jury chose "${winner.title}" among the candidates and published its reasons`
          : 'a jury decision without its reasons',
      };
    }
    default:
      return { name: 'winner', ok: false, detail: `unknown method ${protocol.trophy.method}` };
  }
}

/** Every check of a parsed protocol file against a key set (the platform's published JWK set). */
export function verifyProtocolFile(file, keySet) {
  if (
    !file ||
    typeof file !== 'object' ||
    !file.protocol ||
    typeof file.protocol !== 'object' ||
    !Array.isArray(file.protocol.candidates)
  ) {
    return { ok: false, checks: [{ name: 'format', ok: false, detail: 'not a Plaudit trophy protocol' }] };
  }
  const checks = [{ name: 'format', ok: true, detail: 'a Plaudit trophy protocol' }];
  const { check, payload } = checkSignature(file, keySet);
  checks.push(check);
  if (payload !== null) {
    const same = isDeepStrictEqual(payload, file.protocol);
    checks.push({
      name: 'record',
      ok: same,
      detail: same ? 'the record is exactly the signed one' : 'the record differs from what was signed',
    });
  }
  // Worked out from the signed record when there is one: the readable copy could have been edited.
  checks.push(checkWinner(payload ?? file.protocol));
  return { ok: checks.every((c) => c.ok), checks };
}

async function loadJson(source) {
  if (/^https?:\/\//i.test(source)) {
    const res = await fetch(source, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${source} answered ${res.status}`);
    return res.json();
  }
  return JSON.parse(await readFile(source, 'utf8'));
}

async function main(args) {
  const keyAt = args.indexOf('--key');
  const key = keyAt >= 0 ? args[keyAt + 1] : undefined;
  const files = args.filter((_, i) => i !== keyAt && i !== keyAt + 1);
  if (files.length !== 1 || (keyAt >= 0 && !key)) {
    console.error(
      'Usage: node trophy-verifier.mjs protocol.json [--key key-set.json | https://…/.well-known/plaudit-protocol-key.json]',
    );
    return 2;
  }
  let file;
  let keySet;
  try {
    file = await loadJson(files[0]);
    const issuer = typeof file?.protocol?.issuer === 'string' ? file.protocol.issuer.replace(/\/+$/, '') : null;
    const source = key ?? (issuer ? `${issuer}${KEY_PATH}` : null);
    if (!source) throw new Error('the file names no issuer: give the key with --key');
    keySet = await loadJson(source);
  } catch (error) {
    console.error(`Cannot read the protocol or the key: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const result = verifyProtocolFile(file, keySet);
  for (const c of result.checks) console.log(`${c.ok ? '✓' : '✗'} ${c.name}: ${c.detail}`);
  const t = file.protocol.trophy ?? {};
  if (t.name) console.log(`Trophy:  ${t.name}, awarded by ${t.organiser}`);
  console.log(result.ok ? 'The protocol holds.' : 'The protocol does NOT hold.');
  return result.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
