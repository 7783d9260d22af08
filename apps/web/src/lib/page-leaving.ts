// A page being left (a link out, a reload, an address typed) has its calls cancelled, and Chromium hands their
// failures to the page while it unloads: they look exactly like a lost connection. Acting on them there would write
// to storage the next page of the same person shares (a forced sign-out of the session it is about to restore).
// Whatever a failure with no answer should do therefore waits one task: an unloading document never runs that task,
// and one kept in the back/forward cache finds on its return that it was left in between.

let left = 0;
let hidden = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    left += 1;
    hidden = true;
  });
  window.addEventListener('pageshow', () => {
    hidden = false;
  });
}

/** Runs `action` on the next task, unless the page is left before then (or was already being left). */
export function unlessPageLeft(action: () => void): void {
  if (hidden) return;
  const seen = left;
  setTimeout(() => {
    if (left === seen && !hidden) action();
  }, 0);
}
