import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { RATE_LIMIT_FINAL_TOAST_MS } from '@plaudit/contract';
import { i18n } from './i18n';
import { showThrottleCountdown } from './throttle-toast';

// Spec §8/§9: a rate limit shows a toast that counts down once a second, then says 'try again' for 3 s.
// Fake timers walk the clock; the toast calls are read from Mantine's notifications API.

beforeEach(async () => {
  vi.useFakeTimers();
  await i18n.changeLanguage('en');
  vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
  vi.spyOn(notifications, 'update').mockImplementation(() => 'id');
  vi.spyOn(notifications, 'hide').mockImplementation(() => 'id');
});
afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const messages = () => vi.mocked(notifications.update).mock.calls.map(([n]) => n.message);

describe('throttle countdown toast', () => {
  it('ticks each second and ends with "try again" shown for 3 s', () => {
    showThrottleCountdown(3);
    expect(notifications.show).toHaveBeenCalledOnce();
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Too many attempts. Try again in 3 s.', autoClose: false }),
    );

    vi.advanceTimersByTime(999);
    expect(notifications.update).not.toHaveBeenCalled(); // not before the second is over
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['Too many attempts. Try again in 2 s.']);
    vi.advanceTimersByTime(1000);
    expect(messages()).toEqual(['Too many attempts. Try again in 2 s.', 'Too many attempts. Try again in 1 s.']);
    vi.advanceTimersByTime(1000);
    expect(messages()).toHaveLength(3);
    expect(vi.mocked(notifications.update).mock.calls[2]![0]).toEqual(
      expect.objectContaining({ message: 'try again', autoClose: RATE_LIMIT_FINAL_TOAST_MS }),
    );
    expect(RATE_LIMIT_FINAL_TOAST_MS).toBe(3000);

    vi.advanceTimersByTime(10_000);
    expect(messages()).toHaveLength(3); // the countdown has stopped
  });

  it('clamps the seconds to 1-3600 and a new throttle restarts the one toast', () => {
    showThrottleCountdown(99_999);
    expect(notifications.show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Too many attempts. Try again in 3600 s.' }),
    );
    showThrottleCountdown(0);
    expect(notifications.hide).toHaveBeenCalledTimes(2);
    expect(notifications.show).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Too many attempts. Try again in 1 s.' }),
    );
    vi.advanceTimersByTime(1000);
    expect(messages()).toEqual(['try again']); // the first countdown no longer ticks
  });
});
