import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, CompactSign, type JWK } from 'jose';
import type { ProtocolKeySet, TrophyProtocol } from '@plaudit/contract';

// The platform's signature on a trophy protocol: a compact JWS, EdDSA over Ed25519, whose payload is the
// protocol's JSON. The private key is kept like the token key (config.ts: PROTOCOL_SIGNING_KEY, or generated once into
// DATA_DIR with mode 600); the public key is published as a JWK set at /.well-known/plaudit-protocol-key.json.
// jose does the JWS encoding and node:crypto holds the key: no hand-made signature format.

export const PROTOCOL_KEY_PATH = '/.well-known/plaudit-protocol-key.json';

export interface SignedProtocol {
  jws: string;
  keyId: string;
}

export class ProtocolSigner {
  private readonly privateKey: KeyObject;
  private readonly publicJwk: JWK;
  private keyIdPromise: Promise<string> | undefined;

  constructor(pkcs8Pem: string) {
    this.privateKey = createPrivateKey(pkcs8Pem);
    if (this.privateKey.asymmetricKeyType !== 'ed25519')
      throw new Error('the protocol signing key must be an Ed25519 key');
    const { kty, crv, x } = createPublicKey(this.privateKey).export({ format: 'jwk' });
    this.publicJwk = { kty, crv, x };
  }

  /** The key's id: its RFC 7638 thumbprint, so it changes exactly when the key does. */
  keyId(): Promise<string> {
    this.keyIdPromise ??= calculateJwkThumbprint(this.publicJwk, 'sha256');
    return this.keyIdPromise;
  }

  async keySet(): Promise<ProtocolKeySet> {
    return {
      keys: [
        { kty: 'OKP', crv: 'Ed25519', x: String(this.publicJwk.x), kid: await this.keyId(), alg: 'EdDSA', use: 'sig' },
      ],
    };
  }

  async sign(protocol: TrophyProtocol): Promise<SignedProtocol> {
    const keyId = await this.keyId();
    const jws = await new CompactSign(new TextEncoder().encode(JSON.stringify(protocol)))
      .setProtectedHeader({ alg: 'EdDSA', kid: keyId, typ: 'plaudit-trophy-protocol+json' })
      .sign(this.privateKey);
    return { jws, keyId };
  }
}

/** The record a JWS carries, exactly as signed (the stored jsonb reorders keys; this never does). */
export function protocolOfJws(jws: string): TrophyProtocol {
  const payload = jws.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TrophyProtocol;
}
