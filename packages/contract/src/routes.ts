// The API's base, its headers and its cookies. Every path below the base is in the route table
// (route-table.ts, `ROUTES.<area>.<call>.path`): the server registers it and the web client builds its URLs from the
// same entry with pathOf, so a path can never drift between the two.

export const API_BASE = '/api';

/** Header names. */
export const HEADERS = {
  sessionId: 'x-session-id',
  clientBrowser: 'x-client-browser',
  clientPlatform: 'x-client-platform',
  clientInfo: 'x-client-info',
} as const;

/**
 * Until when (epoch ms) this browser's reads go to the primary database rather than a replica: set by the
 * server after each write, so a person always sees what they just did.
 */
export const PRIMARY_UNTIL_COOKIE = 'plaudit_primary_until';
/** The httpOnly cookie that carries the refresh token for the web app. */
export const REFRESH_COOKIE = 'plaudit_rt';
/**
 * Set beside the refresh cookie, for the whole site: the refresh cookie travels only to the auth calls, and a page's
 * request must tell that its reader is signed in, so that what is kept for anonymous readers never reaches them.
 */
export const SIGNED_IN_COOKIE = 'plaudit_signed_in';
/** The httpOnly, signed cookie by which a browser that signed in to an account before is known at sign-in. */
export const KNOWN_DEVICE_COOKIE = 'plaudit_device';
/** localStorage key. */
export const SESSION_STORAGE_KEY = 'x-session-id';
