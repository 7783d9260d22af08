import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatRelativeTime, numberFormat } from './format';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const en = (seconds: number) => formatRelativeTime(ago(seconds), { locale: 'en', justNow: 'just now', now });

describe('formatRelativeTime', () => {
  it('says just now under 60 s', () => {
    expect(en(0)).toBe('just now');
    expect(en(59)).toBe('just now');
  });
  it('uses minutes under an hour', () => {
    expect(en(60)).toBe('1 minute ago');
    expect(en(59 * 60 + 59)).toBe('59 minutes ago');
  });
  it('uses hours under a day', () => {
    expect(en(3600)).toBe('1 hour ago');
    expect(en(23 * 3600)).toBe('23 hours ago');
  });
  it('uses days under 7 days', () => {
    expect(en(86_400)).toBe('1 day ago');
    expect(en(6 * 86_400 + 86_399)).toBe('6 days ago');
  });
  it('shows the local date from 7 days on, US English form in English', () => {
    const text = formatRelativeTime('2026-11-01T12:00:00Z', { locale: 'en', justNow: 'just now', now });
    expect(text).toBe('Nov 1, 2026');
  });
  it('speaks German in German', () => {
    expect(formatRelativeTime(ago(120), { locale: 'de', justNow: 'gerade eben', now })).toBe('vor 2 Minuten');
    expect(formatRelativeTime(ago(10), { locale: 'de', justNow: 'gerade eben', now })).toBe('gerade eben');
  });
  it('treats a future time as just now', () => {
    expect(en(-30)).toBe('just now');
  });
});

describe('numberFormat and dateTimeFormat', () => {
  it('keep one formatter per locale and options, each formatting in its own', () => {
    const one = numberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(numberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe(one);
    expect(one.format(4.25)).toBe('4,3');
    const english = numberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(english).not.toBe(one);
    expect(english.format(4.25)).toBe('4.3');
    expect(numberFormat('de-DE', { style: 'percent' }).format(0.5)).toBe('50\u00a0%');
    const day = new Date('2026-03-05T12:00:00Z');
    expect(dateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(day)).toBe('Mar 5');
    expect(dateTimeFormat('de-DE', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(day)).toBe('5. März');
  });
});
