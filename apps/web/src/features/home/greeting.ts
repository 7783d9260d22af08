import { NEW_ACCOUNT_WELCOME_HOURS } from '@plaudit/contract';

/**
 * The home page's greeting for a signed-in person: someone who has just made their account is welcomed, not welcomed
 * back (the verification toast has just said "Welcome to Plaudit!"). A date that cannot be read counts as returning.
 */
export function greetingKey(createdAt: string, now: Date = new Date()): 'home.greetingNew' | 'home.greeting' {
  const made = Date.parse(createdAt);
  if (Number.isNaN(made)) return 'home.greeting';
  return now.getTime() - made < NEW_ACCOUNT_WELCOME_HOURS * 3_600_000 ? 'home.greetingNew' : 'home.greeting';
}
