import { describe, expect, it } from 'vitest';
import { NEW_ACCOUNT_WELCOME_HOURS } from '@plaudit/contract';
import { i18n } from '@/lib/i18n';
import { greetingKey } from './greeting';

const now = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('greetingKey', () => {
  it('welcomes an account made moments ago, and welcomes back one older than NEW_ACCOUNT_WELCOME_HOURS', () => {
    expect(greetingKey(hoursAgo(0), now)).toBe('home.greetingNew');
    expect(greetingKey(hoursAgo(NEW_ACCOUNT_WELCOME_HOURS - 0.01), now)).toBe('home.greetingNew');
    expect(greetingKey(hoursAgo(NEW_ACCOUNT_WELCOME_HOURS), now)).toBe('home.greeting');
    expect(greetingKey('not a date', now)).toBe('home.greeting');
  });

  it.each([
    ['en', 'Welcome, Anna', 'Welcome back, Anna'],
    ['de', 'Willkommen, Anna', 'Willkommen zurück, Anna'],
  ])('reads in %s as "%s" for a new account and "%s" for a returning one', async (language, fresh, back) => {
    await i18n.changeLanguage(language);
    expect(i18n.t(greetingKey(hoursAgo(1), now), { name: 'Anna' })).toBe(fresh);
    expect(i18n.t(greetingKey(hoursAgo(48), now), { name: 'Anna' })).toBe(back);
    await i18n.changeLanguage('en');
  });
});
