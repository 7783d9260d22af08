import { DISPLAY_CURRENCY_PER_EUR, type Currency } from '@plaudit/contract';
import { intlLocale, numberFormat } from '@/lib/format';

// Credits and money as a person reads them. What is charged is in the server's currency (CREDIT_CURRENCY); the
// person's display currency, when it differs, is shown beside it as an approximate amount, never charged.

export const formatCredits = (credits: number, language: string) => numberFormat(intlLocale(language)).format(credits);

export const formatMoney = (cents: number, currency: string, language: string) =>
  numberFormat(intlLocale(language), { style: 'currency', currency }).format(cents / 100);

/** The price of `credits` in the charged currency, and about how much that is in the display currency (if other). */
export function priceOf(
  credits: number,
  account: { creditPriceCents: number; currency: string },
  display: Currency,
  language: string,
): { charged: string; approx: string | null } {
  const cents = credits * account.creditPriceCents;
  const charged = formatMoney(cents, account.currency, language);
  const from = DISPLAY_CURRENCY_PER_EUR[account.currency as Currency];
  if (display === account.currency || from === undefined) return { charged, approx: null };
  const converted = Math.round((cents / from) * DISPLAY_CURRENCY_PER_EUR[display]);
  return { charged, approx: formatMoney(converted, display, language) };
}
