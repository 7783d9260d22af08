import { LRUCache } from 'lru-cache';
import {
  ONE_TIME_CODE_MAX_ATTEMPTS,
  ONE_TIME_CODE_RESEND_COOLDOWN_SECONDS,
  ONE_TIME_CODE_TTL_SECONDS,
  type CodeState,
} from '@plaudit/contract';

// No enumeration: an address with no code waiting (unknown, already verified, inactive) answers
// verify-email and resend exactly like one with a code: a stand-in code state that loses attempts, expires and has a
// resend cooldown like a real one. Kept in memory only (it holds nothing secret; a restart forgets it, as a real
// person's inbox would not notice).

interface Decoy {
  attempts: number;
  expiresAt: number;
  resendAvailableAt: number;
}

export class DecoyCodes {
  private readonly decoys = new LRUCache<string, Decoy>({ max: 10_000, ttl: ONE_TIME_CODE_TTL_SECONDS * 1000 });

  private static state(d: Decoy): CodeState {
    return {
      attemptsLeft: Math.max(0, ONE_TIME_CODE_MAX_ATTEMPTS - d.attempts),
      expiresAt: new Date(d.expiresAt).toISOString(),
      resendAvailableAt: new Date(d.resendAvailableAt).toISOString(),
    };
  }

  private fresh(key: string, now = Date.now()): Decoy {
    const decoy = {
      attempts: 0,
      expiresAt: now + ONE_TIME_CODE_TTL_SECONDS * 1000,
      resendAvailableAt: now + ONE_TIME_CODE_RESEND_COOLDOWN_SECONDS * 1000,
    };
    this.decoys.set(key, decoy);
    return decoy;
  }

  /** A fresh stand-in, as a sign-up issues a fresh code. */
  issue(email: string): CodeState {
    return DecoyCodes.state(this.fresh(email.trim().toLowerCase()));
  }

  /** A guess at the stand-in code: always wrong, and it costs an attempt like a real one. */
  guess(email: string): { outcome: 'wrong' | 'exhausted'; state: CodeState } {
    const key = email.trim().toLowerCase();
    const decoy = this.decoys.get(key) ?? this.fresh(key);
    if (decoy.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS) return { outcome: 'exhausted', state: DecoyCodes.state(decoy) };
    decoy.attempts += 1;
    return {
      outcome: decoy.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS ? 'exhausted' : 'wrong',
      state: DecoyCodes.state(decoy),
    };
  }

  /** A resend: a fresh stand-in, or the current one's state with the seconds left when its cooldown still runs. */
  resend(email: string): { waitSeconds: number; state: CodeState } {
    const key = email.trim().toLowerCase();
    const now = Date.now();
    const current = this.decoys.get(key);
    if (current && current.resendAvailableAt > now)
      return { waitSeconds: (current.resendAvailableAt - now) / 1000, state: DecoyCodes.state(current) };
    return { waitSeconds: 0, state: DecoyCodes.state(this.fresh(key, now)) };
  }
}
