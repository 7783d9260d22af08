import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

// A drawn page compressed for the browsers that accept it. The home page's HTML is 175 KB and compresses to 16 KB:
// on a phone's connection (Lighthouse's mobile profile: 1.6 Mbit/s) that is most of a second before the first paint,
// and at 10 connections sending the plain bytes cost the server more than keeping the page did. A kept page is
// compressed once per drawing, off the main thread (zlib's own threads), and every reader of it gets those bytes.

export type PageEncoding = 'br' | 'gzip';

/**
 * The encoding to send for `acceptEncoding`: Brotli when accepted at all, else gzip, else none. Browsers list gzip
 * first at the same weight ("gzip, deflate, br"), and Brotli's copy is the smaller.
 */
export function pageEncodingFor(acceptEncoding: string | string[] | undefined): PageEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding;
  if (!header) return null;
  const accepts = new Negotiator({ headers: { 'accept-encoding': header } });
  if (accepts.encodings(['br']).length > 0) return 'br';
  return accepts.encodings(['gzip']).length > 0 ? 'gzip' : null;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli at quality 5: 16 KB of the home page in about 10 ms (quality 11, the default, takes half a second for 1 KB
 * less); gzip at its default level 6.
 */
export function encodePage(html: string, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
        },
      })
    : gzipped(html);
}

/** The validator of an encoded copy: the bytes differ from the page's, so its ETag does (RFC 9110 8.8.3). */
export const encodedEtag = (etag: string, encoding: PageEncoding): string => `${etag.slice(0, -1)}-${encoding}"`;

/**
 * The compressed copies of kept pages, by their ETag (a hash of the HTML): a page drawn again into the same bytes, or
 * read from another server's copy, is not compressed again. Concurrent readers of a copy still being made wait for it.
 */
export class EncodedPages {
  private readonly copies: LRUCache<string, { bytes: Promise<Buffer>; size: number }>;
  /** Compressions started (the tests count them). */
  encodings = 0;

  constructor(maxBytes: number) {
    this.copies = new LRUCache<string, { bytes: Promise<Buffer>; size: number }>({
      maxSize: maxBytes,
      sizeCalculation: (copy) => Math.max(1, copy.size),
    });
  }

  get(etag: string, html: string, encoding: PageEncoding): Promise<Buffer> {
    const key = `${encoding} ${etag}`;
    const kept = this.copies.get(key);
    if (kept) return kept.bytes;
    this.encodings += 1;
    const bytes = encodePage(html, encoding);
    // Counted at a tenth of the page (about what it compresses to) while it is made, then at its own size.
    const copy = { bytes, size: Math.ceil(html.length / 10) };
    this.copies.set(key, copy);
    bytes.then(
      (done) => {
        if (this.copies.peek(key) === copy) this.copies.set(key, { bytes, size: done.length });
      },
      // A failed compression is not kept: the next reader tries again.
      () => {
        if (this.copies.peek(key) === copy) this.copies.delete(key);
      },
    );
    return bytes;
  }
}
