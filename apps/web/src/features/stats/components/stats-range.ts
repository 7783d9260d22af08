import { STATS_PRESET_DAYS, type CreatorStatsQuery, type StatsInterval } from '@plaudit/contract';

// The dashboard's range, as the URL keeps it (`?range=30`, or `?range=custom&from=&to=`, with `interval` and
// `product`), and the stats call's query made from it. Presets end today and count today: "30 days" is today and
// the 29 days before it.

export type RangeChoice = `${(typeof STATS_PRESET_DAYS)[number]}` | 'custom';

export interface DashboardRange {
  range: RangeChoice;
  from: string;
  to: string;
  interval: StatsInterval;
  productId: string | undefined;
}

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Hourly points only for short ranges: 14 days are 336 points, enough for one plot. */
export const HOURLY_MAX_DAYS = 14;

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export function readRange(params: URLSearchParams, now = Date.now()): DashboardRange {
  const today = isoDay(now);
  const raw = params.get('range');
  const preset = (STATS_PRESET_DAYS as readonly number[]).includes(Number(raw)) ? (raw as RangeChoice) : null;
  const customFrom = params.get('from');
  const customTo = params.get('to');
  const custom =
    raw === 'custom' &&
    customFrom &&
    customTo &&
    DATE.test(customFrom) &&
    DATE.test(customTo) &&
    customFrom <= customTo;
  const range: RangeChoice = custom ? 'custom' : (preset ?? '30');
  const from = custom ? customFrom : isoDay(now - (Number(range) - 1) * DAY_MS);
  const to = custom ? customTo : today;
  const asked = params.get('interval');
  const interval: StatsInterval =
    asked === 'week' ? 'week' : asked === 'hour' && daysIn(from, to) <= HOURLY_MAX_DAYS ? 'hour' : 'day';
  return { range, from, to, interval, productId: params.get('product') ?? undefined };
}

export function toQuery(range: DashboardRange): CreatorStatsQuery {
  return {
    from: range.from,
    to: range.to,
    interval: range.interval,
    ...(range.productId ? { productId: range.productId } : {}),
  };
}
