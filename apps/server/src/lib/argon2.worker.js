// @ts-check
// The task of the argon2 threads (crypto.ts): one hash or verification, synchronously, so that a thread goes
// straight on to the next task waiting for it. JavaScript checked by TypeScript rather than TypeScript, because a
// worker thread loads its file with Node itself, from dist/ in production and from src/ under Vitest alike.
import { hashSync, verifySync } from '@node-rs/argon2';

/** @typedef {{ op: 'hash', password: string, options: import('@node-rs/argon2').Options }} HashTask */
/** @typedef {{ op: 'verify', hashed: string, password: string }} VerifyTask */

/**
 * @param {HashTask | VerifyTask} task
 * @returns {string | boolean}
 */
export default function argon2Task(task) {
  return task.op === 'hash' ? hashSync(task.password, task.options) : verifySync(task.hashed, task.password);
}
