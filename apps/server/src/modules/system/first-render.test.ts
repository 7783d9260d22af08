import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { FIRST_RENDER_LANGUAGE_ATTRIBUTE, FIRST_RENDER_PARTS_ATTRIBUTE, LANGUAGE_COOKIE } from '@plaudit/contract';
import { injectRoot, languageOf, loadFirstRender } from './first-render.js';

// The server draws a public page in the language the browser will show it in (a language the web's render has),
// only with the page's answers, and sends it undrawn when the web's render is missing or fails. The web's render itself
// is tested in the web app
// (entry-server.test.tsx) and in the browser journeys; here a renderer module of the same shape stands in for it.

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A web build folder (…/dist) whose dist-ssr/entry-server.js has `source`; answers the dist path. */
function webBuild(source: string | null): string {
  const root = mkdtempSync(join(tmpdir(), 'plaudit-web-'));
  dirs.push(root);
  mkdirSync(join(root, 'dist'));
  if (source !== null) {
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), source);
  }
  return join(root, 'dist');
}

const echoRenderer = `export const RENDER_LANGUAGES = ['en', 'de'];
export async function renderPage(url, answers, timeoutMs, language) { return { html: '<h1 lang="' + language + '">' + url + ' ' + Object.keys(answers).join(',') + '</h1>', parts: ['header-search'] }; }`;

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
function request(
  headers: Record<string, string> = {},
  cookies: Record<string, string> = {},
  url = '/brands/acme',
): FastifyRequest {
  return { url, headers, cookies, log } as unknown as FastifyRequest;
}

describe('languageOf', () => {
  it('is the chosen language of the cookie, else German for a browser preferring German first, else English', () => {
    expect(languageOf(request({ 'accept-language': 'en-US,en' }, { [LANGUAGE_COOKIE]: 'de' }))).toBe('de');
    expect(languageOf(request({ 'accept-language': 'de-DE,de;q=0.9' }, { [LANGUAGE_COOKIE]: 'en' }))).toBe('en');
    expect(languageOf(request({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' }))).toBe('de');
    expect(languageOf(request({ 'accept-language': 'fr-FR,de;q=0.9' }))).toBe('en');
    expect(languageOf(request({}, { [LANGUAGE_COOKIE]: 'fr' }))).toBe('en');
    expect(languageOf(request())).toBe('en');
  });
});

describe('loadFirstRender', () => {
  const answers = { '/brands/acme': { brandName: 'Acme' } };

  it('draws a page in the language asked for, English or German, with its answers', async () => {
    const render = await loadFirstRender(webBuild(echoRenderer), log);
    expect(await render!.draw(request(), answers, 'en')).toEqual({
      html: '<h1 lang="en">/brands/acme /brands/acme</h1>',
      language: 'en',
      parts: ['header-search'],
    });
    expect(await render!.draw(request(), answers, 'de')).toEqual({
      html: '<h1 lang="de">/brands/acme /brands/acme</h1>',
      language: 'de',
      parts: ['header-search'],
    });
  });

  it('leaves the page to the browser in a language the render has no texts for, without answers, or when the render fails', async () => {
    const englishOnly = await loadFirstRender(webBuild(echoRenderer.replace("['en', 'de']", "['en']")), log);
    expect(await englishOnly!.draw(request(), answers, 'de')).toBeNull();
    const render = await loadFirstRender(webBuild(echoRenderer), log);
    expect(await render!.draw(request(), undefined, 'en')).toBeNull();
    expect(await render!.draw(request(), {}, 'en')).toBeNull();

    const failing = await loadFirstRender(
      webBuild(
        `export const RENDER_LANGUAGES = ['en']; export async function renderPage() { throw new Error('window is not defined'); }`,
      ),
      log,
    );
    expect(await failing!.draw(request(), answers, 'en')).toBeNull();
  });

  it("is absent without the web's server build, or when it cannot be loaded", async () => {
    expect(await loadFirstRender(webBuild(null), log)).toBeNull();
    expect(await loadFirstRender(webBuild('export const = ;'), log)).toBeNull();
  });
});

describe('injectRoot', () => {
  it('puts the drawing inside the empty root, marked with its language and parts, taking the HTML as it is', () => {
    const html = injectRoot('<body><div id="root"></div><script src="/a.js"></script></body>', {
      html: '<p>$& $1 costs</p>',
      language: 'en',
      parts: ['header-search', 'x" onload="y'],
    });
    expect(html).toBe(
      `<body><div id="root" ${FIRST_RENDER_LANGUAGE_ATTRIBUTE}="en" ${FIRST_RENDER_PARTS_ATTRIBUTE}="header-search"><p>$& $1 costs</p></div><script src="/a.js"></script></body>`,
    );
  });
});
