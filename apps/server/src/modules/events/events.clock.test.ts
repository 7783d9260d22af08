import { describe, expect, it } from 'vitest';
import { EventClock } from './events.clock.js';

describe('the events clock', () => {
  it('keeps the time to the millisecond and orders events of one millisecond by a microsecond each', () => {
    const clock = new EventClock();
    const at = new Date('2026-03-01T10:00:00.123Z');
    expect(clock.stamp(at)).toBe('2026-03-01T10:00:00.123000Z');
    expect(clock.stamp(at)).toBe('2026-03-01T10:00:00.123001Z');
    expect(clock.stamp(new Date('2026-03-01T10:00:00.122Z'))).toBe('2026-03-01T10:00:00.123002Z');
    expect(clock.stamp(new Date('2026-03-01T10:00:00.124Z'))).toBe('2026-03-01T10:00:00.124000Z');
  });

  it('carries a thousand events of one millisecond into the next', () => {
    const clock = new EventClock();
    const at = new Date('2026-12-31T23:59:59.999Z');
    const stamps = Array.from({ length: 1001 }, () => clock.stamp(at));
    expect(stamps.at(-2)).toBe('2026-12-31T23:59:59.999999Z');
    expect(stamps.at(-1)).toBe('2027-01-01T00:00:00.000000Z');
    expect(new Set(stamps).size).toBe(1001);
  });
});
