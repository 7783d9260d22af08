// The API client lives outside React; the router registers its navigate function here so the client can send
// a signed-out person to the login page without a full page reload.
type Navigate = (to: string, opts?: { replace?: boolean }) => void;
let navigateFn: Navigate | null = null;

export function registerNavigate(fn: Navigate) {
  navigateFn = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }) {
  if (navigateFn) navigateFn(to, opts);
  else window.location.assign(to);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
