import { useEffect, useRef } from 'react';
import { shortcutFor, type ShortcutAction } from './shortcuts';

/**
 * Listens for the moderation shortcuts while no dialog is open. `onShortcut` answers whether it used the key; a used
 * key opens a form whose field takes focus, so it must not also type itself there.
 */
export function useShortcutKeys(onShortcut: (action: ShortcutAction) => boolean, paused: boolean) {
  // The listener reads the newest handler through a ref: one listener for as long as no dialog pauses it.
  const handler = useRef(onShortcut);
  useEffect(() => {
    handler.current = onShortcut;
  });
  useEffect(() => {
    if (paused) return;
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      if (action && handler.current(action)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [paused]);
}
