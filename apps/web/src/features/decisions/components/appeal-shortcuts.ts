import { useEffect, useRef } from 'react';

// The appeals queue's keyboard shortcuts, as the review queues have them: j/k move, u upholds, v reverses (both
// with the reason typed), never while someone types in a field.

export const APPEAL_SHORTCUTS = { next: 'j', previous: 'k', uphold: 'u', reverse: 'v' } as const;
export type AppealShortcut = keyof typeof APPEAL_SHORTCUTS;
const BY_KEY = new Map<string, AppealShortcut>(
  Object.entries(APPEAL_SHORTCUTS).map(([action, key]) => [key, action as AppealShortcut]),
);

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['TEXTAREA', 'SELECT', 'INPUT'].includes(target.tagName);
}

export function useAppealShortcuts(onShortcut: (action: AppealShortcut) => boolean) {
  const handler = useRef(onShortcut);
  useEffect(() => {
    handler.current = onShortcut;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const action = BY_KEY.get(event.key);
      if (action && handler.current(action)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
