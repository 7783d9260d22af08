// Days as the featuring area counts them: UTC calendar days, `YYYY-MM-DD`, compared as strings.

const DAY_MS = 86_400_000;

export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** `from`–`to` of a results call: both given, or the 30 days up to `today`. */
export function dayRange(query: { from?: string | undefined; to?: string | undefined }, today: string) {
  const to = query.to ?? (query.from ? addDays(query.from, 29) : today);
  const from = query.from ?? addDays(to, -29);
  return { from, to };
}

/** Whether `day` lies within `startsOn`–`endsOn` (an open end runs for ever). */
export const within = (day: string, startsOn: string, endsOn: string | null) =>
  startsOn <= day && (endsOn === null || day <= endsOn);
