import { createSigner, createVerifier } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from '@plaudit/contract';

// Short-lived HS256 access tokens: sub = user id, sid = session id. The session row is still checked on every
// request, so a revoked session is refused before its token expires.
// fast-jwt (the library behind @fastify/jwt) rather than jose: it verifies with node:crypto synchronously and
// keeps an LRU of verified tokens, where jose's WebCrypto path cost a fifth of an authenticated request's CPU.

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

type Signer = (payload: Record<string, unknown>) => string;
type Verifier = (token: string) => Record<string, unknown>;

const signers = new Map<string, Signer>();
const verifiers = new Map<string, Verifier>();
const keyOf = (secret: string) => `access:${secret}`;

function signer(secret: string): Signer {
  let s = signers.get(secret);
  if (!s) {
    // iat and exp come in the payload, computed from the caller's clock.
    s = createSigner({ key: keyOf(secret), algorithm: 'HS256', noTimestamp: true });
    signers.set(secret, s);
  }
  return s;
}

function verifier(secret: string): Verifier {
  let v = verifiers.get(secret);
  if (!v) {
    // The cache only remembers that a signature and expiry checked out; it honours each token's own `exp`.
    v = createVerifier({ key: keyOf(secret), algorithms: ['HS256'], cache: 10_000 });
    verifiers.set(secret, v);
  }
  return v;
}

export async function signAccessToken(secret: string, claims: AccessClaims, now = new Date()) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = signer(secret)({ sid: claims.sessionId, sub: claims.userId, iat, exp });
  return { token, expireAt: new Date(exp * 1000).toISOString() };
}

/** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims | null> {
  try {
    const payload = verifier(secret)(token);
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
