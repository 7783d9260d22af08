/** How a figure moved against the period before: what a stat card says under its number. */
export type StatChange = { kind: 'up' | 'down'; percent: number } | { kind: 'same' | 'new' | 'none' };

/** `percent` is whole (12 for +12%), rounded; a rise from nothing is "new", nothing in both periods "none". */
export function statChange(current: number | null, previous: number | null): StatChange {
  const now = current ?? 0;
  const before = previous ?? 0;
  if (now === 0 && before === 0) return { kind: 'none' };
  if (before === 0) return { kind: 'new' };
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return { kind: 'same' };
  return { kind: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}
