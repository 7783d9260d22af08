import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import type { ConfirmOptions } from './modal-stack';

// "You have unsaved changes": a modal whose form holds typed input asks before it closes (its close button, Escape,
// a click on the backdrop, the back step, a Cancel that steps back), instead of silently losing what was typed.
// A form in a modal-stack entry calls useUnsavedChanges(isDirty); the stack asks its guards before closing an entry.

/** The id of the modal-stack entry a component renders in (null outside a modal). */
export const ModalEntryContext = createContext<number | null>(null);

export interface ModalGuards {
  /**
   * Registers whether the entry holds something closing would lose, and what to ask then (by default, whether to
   * discard typed input); answers the unregister function.
   */
  register(entryId: number, isDirty: () => boolean, question?: () => ConfirmOptions | undefined): () => void;
}
export const ModalGuardContext = createContext<ModalGuards | null>(null);

/**
 * Makes the modal this form is in ask before closing while `dirty`. Call `release()` right before closing it on
 * purpose (after a successful save), so the saved input does not count as lost. `question` replaces the default
 * "discard your changes?" where what would be lost is not typed input (a secret shown only once).
 */
export function useUnsavedChanges(dirty: boolean, question?: ConfirmOptions): { release: () => void } {
  const entryId = useContext(ModalEntryContext);
  const guards = useContext(ModalGuardContext);
  const dirtyRef = useRef(dirty);
  const questionRef = useRef(question);
  const released = useRef(false);
  dirtyRef.current = dirty;
  questionRef.current = question;
  // Released for the close that follows a save; armed again once the form is clean (an edit form that stays open).
  if (!dirty) released.current = false;
  useEffect(() => {
    if (entryId === null || !guards) return undefined;
    return guards.register(
      entryId,
      () => dirtyRef.current && !released.current,
      () => questionRef.current,
    );
  }, [entryId, guards]);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { release };
}
