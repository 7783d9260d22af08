// An event's time to the microsecond, strictly increasing in this server. Requests often land in the same
// millisecond; without an order among them, "a visitor's first click of the hour" (the unique one, which carries its
// referrer and trigger into the figures) would be whichever PostgreSQL happened to read first.
// A time is kept as a number of microseconds (exact in a double until the year 2255) and written out as text only when
// its batch is written: a waiting event holds no string of its own for it.

export class EventClock {
  private last = 0;

  /** The time of an event taken at `at`, in microseconds since the epoch: after every tick this clock gave before. */
  tick(at: Date): number {
    let micros = at.getTime() * 1000;
    if (micros <= this.last) micros = this.last + 1;
    this.last = micros;
    return micros;
  }

  /** The time of an event taken at `at`, as ISO text with microseconds (tick, written out). */
  stamp(at: Date): string {
    return microsText(this.tick(at));
  }
}

/** The millisecond microsText wrote out last, as ISO text without its Z: a batch's events share a few hundred. */
let lastMs = Number.NaN;
let lastMsText = '';

/** Microseconds since the epoch as ISO text with six decimals, the way PostgreSQL reads a timestamptz. */
export function microsText(micros: number): string {
  const ms = Math.floor(micros / 1000);
  if (ms !== lastMs) {
    lastMs = ms;
    lastMsText = new Date(ms).toISOString().slice(0, -1);
  }
  const rest = micros - ms * 1000;
  return `${lastMsText}${rest < 10 ? '00' : rest < 100 ? '0' : ''}${rest}Z`;
}
