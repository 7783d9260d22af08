import { createHash } from 'node:crypto';
import { compactVerify, importJWK } from 'jose';
import { isDeepStrictEqual } from 'node:util';
import {
  signedTrophyProtocolSchema,
  TROPHY_JUSTIFICATION_MIN,
  type ProtocolKeySet,
  type SignedTrophyProtocol,
  type TrophyProtocol,
} from '@plaudit/contract';
import { drawCommitment, drawIndex } from './trophies.draw.js';
import { scoreTable } from './trophies.score.js';

// What anyone can check about a downloaded protocol, and what `npm run cli -- verify-protocol` runs:
// the signature against the platform's published key, that the signed record is the one shown, and the winner
// recomputed from the record alone (DRAW: the commitment and the HMAC; SCORE: the table; JURY: a candidate with
// a justification). Each check is reported, so a failure says which part does not hold.

export interface VerifyCheck {
  name: 'format' | 'signature' | 'record' | 'winner';
  ok: boolean;
  detail: string;
}

export interface VerifyResult {
  ok: boolean;
  checks: VerifyCheck[];
  protocol: TrophyProtocol | null;
}

/** Checks a protocol file's parsed JSON against a JWK set (the platform's `/.well-known/plaudit-protocol-key.json`). */
export async function verifyProtocol(file: unknown, keySet: ProtocolKeySet): Promise<VerifyResult> {
  const checks: VerifyCheck[] = [];
  const parsed = signedTrophyProtocolSchema.safeParse(file);
  if (!parsed.success) {
    checks.push({
      name: 'format',
      ok: false,
      detail:
        `not a Plaudit trophy protocol: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`.trim(),
    });
    return { ok: false, checks, protocol: null };
  }
  checks.push({ name: 'format', ok: true, detail: 'a Plaudit trophy protocol, version 1' });
  const signed: SignedTrophyProtocol = parsed.data;

  let payload: unknown = null;
  const jwk =
    keySet.keys.find((key) => key.kid === signed.keyId) ?? (keySet.keys.length === 1 ? keySet.keys[0] : undefined);
  if (!jwk) {
    checks.push({ name: 'signature', ok: false, detail: `no published key has the id ${signed.keyId}` });
  } else {
    try {
      const key = await importJWK({ kty: jwk.kty, crv: jwk.crv, x: jwk.x }, 'EdDSA');
      const result = await compactVerify(signed.jws, key, { algorithms: ['EdDSA'] });
      payload = JSON.parse(new TextDecoder().decode(result.payload));
      checks.push({ name: 'signature', ok: true, detail: `signed by the key ${jwk.kid} (Ed25519)` });
    } catch (error) {
      checks.push({
        name: 'signature',
        ok: false,
        detail: `the signature does not verify: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  if (payload !== null) {
    const same = isDeepStrictEqual(payload, signed.protocol);
    checks.push({
      name: 'record',
      ok: same,
      detail: same ? 'the record is exactly the signed one' : 'the record differs from what was signed',
    });
  }

  // The winner is recomputed from the signed payload when there is one (the record shown could have been edited).
  const protocol = (payload as TrophyProtocol | null) ?? signed.protocol;
  checks.push(recomputeWinner(protocol));
  return { ok: checks.every((check) => check.ok), checks, protocol };
}

/** The winner check alone, from the record (exported for the tests of each method). */
export function recomputeWinner(protocol: TrophyProtocol): VerifyCheck {
  const candidates = [...protocol.candidates].sort((a, b) => a.position - b.position);
  const positionsOk = candidates.every((candidate, index) => candidate.position === index);
  if (!positionsOk) return { name: 'winner', ok: false, detail: 'the candidate positions are not 0, 1, 2, …' };
  const winner = candidates.find((candidate) => candidate.id === protocol.winner.id);
  if (!winner || winner.position !== protocol.winner.position)
    return { name: 'winner', ok: false, detail: 'the winner is not the candidate at its stated position' };

  switch (protocol.trophy.method) {
    case 'DRAW': {
      const draw = protocol.draw;
      if (!draw) return { name: 'winner', ok: false, detail: 'a DRAW protocol without its draw' };
      const commitment = drawCommitment(draw.seed);
      if (commitment !== draw.commitment)
        return {
          name: 'winner',
          ok: false,
          detail: `SHA-256(seed) is ${commitment}, not the published commitment ${draw.commitment}`,
        };
      const index = drawIndex(draw.seed, protocol.trophy.id, candidates.length);
      const ok = index === draw.index && index === winner.position;
      return {
        name: 'winner',
        ok,
        detail: ok
          ? `SHA-256(seed) matches the commitment; HMAC-SHA256(seed, ${protocol.trophy.id}) mod ${candidates.length} = ${index}: "${winner.title}"`
          : `the draw gives position ${index}, the protocol says ${winner.position}`,
      };
    }
    case 'SCORE': {
      const score = protocol.score;
      if (!score) return { name: 'winner', ok: false, detail: 'a SCORE protocol without its score table' };
      const table = scoreTable(candidates, score.prior, score.weight);
      const sameTable = isDeepStrictEqual(table, score.table);
      const ok = sameTable && table[0]?.id === winner.id && table[0]?.score !== null;
      return {
        name: 'winner',
        ok,
        detail: ok
          ? `the recomputed score table matches; the best score is ${table[0]?.score?.toFixed(4)}: "${winner.title}"`
          : sameTable
            ? 'the winner is not first in the score table'
            : "the recomputed score table differs from the protocol's",
      };
    }
    case 'JURY': {
      const justification = protocol.jury?.justification ?? '';
      const ok = justification.trim().length >= TROPHY_JUSTIFICATION_MIN;
      return {
        name: 'winner',
        ok,
        detail: ok
          ? `a jury decision for a candidate, justified publicly: "${winner.title}"`
          : 'a jury decision without its justification',
      };
    }
  }
}

/** The SHA-256 of a file's bytes, which the CLI prints so two people can tell they checked the same file. */
export const fileDigest = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
