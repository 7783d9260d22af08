// A public page's first HTML may carry the answers of the calls it makes first (the brand of a brand page, the
// product of a product page), read by the server for the page's head anyway: the app then draws the page without
// waiting for them. They sit in one JSON script element, by the call's path below API_BASE, built with pathOf.

/** The id of the `<script type="application/json">` element holding them. */
export const FIRST_ANSWERS_ELEMENT_ID = 'plaudit-first-answers';

/** A call's path below API_BASE → its success answer, exactly as the call would answer it. */
export type FirstAnswers = Record<string, unknown>;

/** A route's path (`/brands/:creatorProfile`) with each `:name` (and Fastify's `*`) replaced by the encoded parameter. */
export function pathOf(pattern: string, params: Record<string, unknown> = {}): string {
  return pattern.replace(/:(\w+)|\*/g, (_whole, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined || value === null) throw new Error(`${pattern}: no value for ${name ?? '*'}`);
    return encodeURIComponent(String(value));
  });
}

/** `?key=value&…` of the query's fields that are set (an empty search is not sent), or '': a call's path after pathOf. */
export function searchOf(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

// The same public pages are drawn into that first HTML by the server (the web's entry-server.tsx), in one language,
// so the browser can hydrate them instead of drawing them again. The root element says in which language it was
// drawn; a browser that reads another one draws the page itself. The language a person chose travels in a cookie
// too, so the server draws the page in it (or, for a language it does not draw, leaves the drawing to the browser).

/** The root element's attribute naming the language the server drew it in (absent: not drawn on the server). */
export const FIRST_RENDER_LANGUAGE_ATTRIBUTE = 'data-rendered-in';

/** The root element's attribute naming, space-separated, the lazy parts the server drew (loaded before hydrating). */
export const FIRST_RENDER_PARTS_ATTRIBUTE = 'data-drawn-parts';

/** Set on the root element once the browser has hydrated the server's drawing (its controls then answer to input). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The cookie holding the person's language (as localStorage does for the app), readable by the server. */
export const LANGUAGE_COOKIE = 'plaudit.language';

/** Where the app keeps the person's color scheme (light, dark or auto: following the system). */
export const COLOR_SCHEME_STORAGE_KEY = 'plaudit.color-scheme';

/**
 * The first HTML's one inline script: applies the person's color scheme before the first paint, so a page drawn on
 * the server is not shown light and then turned dark. Allowed by its hash in the CSP, which allows no other.
 */
export const COLOR_SCHEME_SCRIPT =
  `try{var s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)});` +
  `var c=s==="light"||s==="dark"?s:matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `document.documentElement.setAttribute("data-mantine-color-scheme",c)}catch(e){}`;
