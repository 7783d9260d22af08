// A public page's first HTML drawn on the server (performance): the web's own render of the page
// (apps/web/src/entry-server.tsx, built into dist-ssr next to the web's dist) with the answers the page's head
// already read, in the reader's language, so the page shows (and reads, without script) before any script runs and
// the browser hydrates it. Without that build, or when a render fails, the page is sent undrawn and the browser
// draws it.

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  FIRST_RENDER_LANGUAGE_ATTRIBUTE,
  FIRST_RENDER_PARTS_ATTRIBUTE,
  type FirstAnswers,
  type Language,
} from '@plaudit/contract';
import { requestLanguage } from '../../lib/request-language.js';

interface WebRenderer {
  RENDER_LANGUAGES: readonly string[];
  renderPage(
    url: string,
    answers: FirstAnswers,
    timeoutMs?: number,
    language?: Language,
  ): Promise<{ html: string; parts: string[] }>;
}

/** Longest a render may hold the answer before the page goes out undrawn. */
const RENDER_TIMEOUT_MS = 1_000;

/** A page drawn for #root: its HTML, the language it is drawn in, and the lazy parts in it the browser loads first. */
export interface Drawing {
  html: string;
  language: string;
  parts: string[];
}

export interface FirstRender {
  /** The drawing of `request.url` in `language`, or null when the page is left to the browser. */
  draw(request: FastifyRequest, answers: FirstAnswers | undefined, language: Language): Promise<Drawing | null>;
  /** Drawings that failed or ran out of time so far: such a page goes out undrawn and must not be kept. */
  readonly failures: number;
}

/** The web's server render next to `webDist`, or null when it was not built. */
export async function loadFirstRender(webDist: string, log: FastifyBaseLogger): Promise<FirstRender | null> {
  const file = join(dirname(webDist), 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  let renderer: WebRenderer;
  try {
    renderer = (await import(pathToFileURL(file).href)) as WebRenderer;
  } catch (error) {
    log.warn({ err: error }, "the web app's server render could not be loaded; public pages are drawn by the browser");
    return null;
  }
  let failures = 0;
  return {
    get failures() {
      return failures;
    },
    async draw(request, answers, language) {
      if (!answers || Object.keys(answers).length === 0 || !renderer.RENDER_LANGUAGES?.includes(language)) return null;
      try {
        const { html, parts } = await renderer.renderPage(request.url, answers, RENDER_TIMEOUT_MS, language);
        return { html, parts, language };
      } catch (error) {
        failures += 1;
        request.log.warn({ err: error }, 'server render failed; the page is drawn by the browser');
        return null;
      }
    },
  };
}

/**
 * The language the browser will show the page in: the one the person chose (its cookie), else what the browser
 * prefers first, as the web's i18n picks it (German for a `de` first preference, English otherwise).
 */
export function languageOf(request: FastifyRequest): Language {
  return requestLanguage(request);
}

/** index.html with the drawing inside its empty #root, marked with its language and its lazy parts. */
export function injectRoot(indexHtml: string, drawn: Drawing): string {
  const parts = drawn.parts.filter((name) => /^[a-z0-9-]+$/.test(name)).join(' ');
  const attributes = `${FIRST_RENDER_LANGUAGE_ATTRIBUTE}="${drawn.language}" ${FIRST_RENDER_PARTS_ATTRIBUTE}="${parts}"`;
  return indexHtml.replace('<div id="root"></div>', () => `<div id="root" ${attributes}>${drawn.html}</div>`);
}
