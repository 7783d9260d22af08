import { formatDate } from '@/lib/format';

/** A period day (`YYYY-MM-DD`, UTC) in the reader's language; read at noon UTC so no time zone moves it a day. */
export const formatDay = (day: string, language: string) => formatDate(`${day}T12:00:00Z`, language);

/** "Jan 1, 2026 – Mar 31, 2026". */
export const formatPeriod = (from: string, to: string, language: string) =>
  `${formatDay(from, language)} – ${formatDay(to, language)}`;
