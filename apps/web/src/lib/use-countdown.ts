import { useEffect, useState } from 'react';
import { secondsUntil } from './format';

/** Seconds left until `target` (ISO date), ticking once a second; 0 when there is none or it has passed. */
export function useCountdown(target: string | null | undefined): number {
  const [left, setLeft] = useState(() => secondsUntil(target));
  useEffect(() => {
    setLeft(secondsUntil(target));
    if (!target) return;
    const id = window.setInterval(() => {
      const next = secondsUntil(target);
      setLeft(next);
      if (next <= 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [target]);
  return left;
}
