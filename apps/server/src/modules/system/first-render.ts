// A public page's first HTML drawn on the server (issue 16 §6, performance): the web's own render of the page
// (apps/web/src/entry-server.tsx, built into dist-ssr next to the web's dist) with the answers the page's head
// already read, so the page shows before any script runs and the browser hydrates it. Without that build, or for a
// person whose language the server does not draw, or when a render fails, the page is sent undrawn as before and
// the browser draws it: nothing depends on this but speed.

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { FIRST_RENDER_LANGUAGE_ATTRIBUTE, FIRST_RENDER_PARTS_ATTRIBUTE, type FirstAnswers, type Language } from '@plaudit/contract';
import { requestLanguage } from '../../lib/request-language.js';

interface WebRenderer {
  RENDER_LANGUAGE: string;
  renderPage(url: string, answers: FirstAnswers, timeoutMs?: number): Promise<{ html: string; parts: string[] }>;
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
  /** The drawing of `request.url`, or null when the page is left to the browser. */
  draw(request: FastifyRequest, answers: FirstAnswers | undefined): Promise<Drawing | null>;
}

/** The web's server render next to `webDist`, or null when it was not built. */
export async function loadFirstRender(webDist: string, log: FastifyBaseLogger): Promise<FirstRender | null> {
  const file = join(dirname(webDist), 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  let renderer: WebRenderer;
  try {
    renderer = (await import(pathToFileURL(file).href)) as WebRenderer;
  } catch (error) {
    log.warn({ err: error }, 'the web app\'s server render could not be loaded; public pages are drawn by the browser');
    return null;
  }
  return {
    async draw(request, answers) {
      if (!answers || Object.keys(answers).length === 0 || languageOf(request) !== renderer.RENDER_LANGUAGE) return null;
      try {
        const { html, parts } = await renderer.renderPage(request.url, answers, RENDER_TIMEOUT_MS);
        return { html, parts, language: renderer.RENDER_LANGUAGE };
      } catch (error) {
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
