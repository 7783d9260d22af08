import type { CodeState, EmailChangeInfo } from '@plaudit/contract';
import type { EmailChangeRow } from './profile.queries.js';

// Row → API shape for the profile area (the user itself goes through auth's loadUser).

function maskPart(part: string): string {
  if (part.length <= 1) return `${part}***`;
  return `${part.slice(0, part.length <= 3 ? 1 : 2)}***`;
}

/** `new.person@example.com` → `ne***@ex***.com`: enough to recognise, not enough to read it off a screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return maskPart(email);
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${maskPart(local)}@${maskPart(host)}${tld}`;
}

export function toEmailChangeInfo(change: EmailChangeRow, code: CodeState): EmailChangeInfo {
  return { id: change.id, email: maskEmail(change.newEmail), ...code };
}
