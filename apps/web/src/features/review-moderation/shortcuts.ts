// The moderation screen's keyboard shortcuts: one key per action, never while someone types or a dialog is open.

export const SHORTCUT_ACTIONS = [
  'approve',
  'reject',
  'remove',
  'dismiss',
  'warn',
  'mute',
  'next',
  'previous',
  'help',
] as const;
export type ShortcutAction = (typeof SHORTCUT_ACTIONS)[number];

/** The key of each action, in the order the help lists them. */
export const SHORTCUT_KEYS: Record<ShortcutAction, string> = {
  approve: 'a',
  reject: 'r',
  remove: 'x',
  dismiss: 'd',
  warn: 'w',
  mute: 'm',
  next: 'j',
  previous: 'k',
  help: '?',
};

const BY_KEY = new Map(Object.entries(SHORTCUT_KEYS).map(([action, key]) => [key, action as ShortcutAction]));

/** A field, an editor or anything else that takes typed text: its keys are the person's, not shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
  }
  return target.closest('[role="textbox"], [role="combobox"], [role="searchbox"]') !== null;
}

/** The action a key press asks for, or null (a modifier held, typing, or a key that is no shortcut). */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target' | 'defaultPrevented'>,
): ShortcutAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  return BY_KEY.get(event.key) ?? null;
}
