import type { SessionRow } from './sessions.rows.js';

// Who may do what with a session: only its owner may see or revoke it. Anyone else is told it does not exist
// (404), never that it belongs to someone else.

export function maySeeSession(actorUserId: string, session: Pick<SessionRow, 'userId'>): boolean {
  return session.userId === actorUserId;
}
