// An event's time to the microsecond, strictly increasing in this server. Requests often land in the same
// millisecond; without an order among them, "a visitor's first click of the hour" (the unique one, which carries its
// referrer and trigger into the figures) would be whichever PostgreSQL happened to read first.

const MICROS_PER_MS = 1000n;

export class EventClock {
  private last = 0n;

  /** The time of an event taken at `at`, as ISO text with microseconds: after every stamp this clock gave before. */
  stamp(at: Date): string {
    let micros = BigInt(at.getTime()) * MICROS_PER_MS;
    if (micros <= this.last) micros = this.last + 1n;
    this.last = micros;
    const ms = new Date(Number(micros / MICROS_PER_MS)).toISOString();
    return `${ms.slice(0, -1)}${String(micros % MICROS_PER_MS).padStart(3, '0')}Z`;
  }
}
