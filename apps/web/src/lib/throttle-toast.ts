import { notifications } from '@mantine/notifications';
import { clampRemainingSeconds, M, RATE_LIMIT_FINAL_TOAST_MS, RATE_LIMIT_TICK_MS } from '@plaudit/contract';
import { messageText } from './i18n';

// Spec §8/§9: a rate limit shows a toast counting down each second, then 'try again' for 3 s.
const TOAST_ID = 'throttle-countdown';
let timer: ReturnType<typeof setInterval> | null = null;

export function showThrottleCountdown(remainingSeconds: number): void {
  let left = clampRemainingSeconds(remainingSeconds);
  if (timer) clearInterval(timer);
  notifications.hide(TOAST_ID);
  notifications.show({
    id: TOAST_ID,
    color: 'orange',
    message: messageText(M.error.common.throttle, { seconds: left }),
    autoClose: false,
    withCloseButton: true,
  });
  timer = setInterval(() => {
    left -= 1;
    if (left > 0) {
      notifications.update({
        id: TOAST_ID,
        message: messageText(M.error.common.throttle, { seconds: left }),
        autoClose: false,
      });
      return;
    }
    if (timer) clearInterval(timer);
    timer = null;
    notifications.update({
      id: TOAST_ID,
      color: 'teal',
      message: messageText(M.error.common.try_again),
      autoClose: RATE_LIMIT_FINAL_TOAST_MS,
    });
  }, RATE_LIMIT_TICK_MS);
}
