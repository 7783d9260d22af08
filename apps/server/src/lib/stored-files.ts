import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { API_BASE, pathOf, ROUTES } from '@plaudit/contract';

// What every file store offers (local disk: lib/local-storage.ts; an S3-compatible bucket: lib/s3-storage.ts), and
// the names and URLs of stored files, the same whichever store holds them: a file is served by the API at one URL,
// so the rows that point at files stay valid when the files move from one store to another. Names are always
// generated here, never taken from a client.
export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface FileStorage {
  /** Stores `buffer` under `name` (from `newName`), replacing nothing: names are unique. */
  put(name: string, buffer: Buffer, contentType: string): Promise<void>;
  /** Removes a file; an unknown name is not an error. */
  delete(name: string): Promise<void>;
  /** The URL the file is served at (stored in the database, e.g. users.image). */
  urlFor(name: string): string;
  /** The stored name behind a URL of ours (urlFor's inverse), else null (an outside URL, or nothing). */
  nameFromUrl(url: string | null | undefined): string | null;
  /** The file for serving, or null when there is none. */
  read(name: string): Promise<StoredFile | null>;
  /** Throws when the store cannot be reached (GET /api/ready). */
  check(): Promise<void>;
}

export const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  avif: 'image/avif',
};
/** A generated name: 32 url-safe random characters and a known extension. Nothing else is ever read or written. */
const NAME = /^[A-Za-z0-9_-]{16,64}\.(webp|png|jpg|avif)$/;

export function isStoredName(name: string): boolean {
  return NAME.test(name);
}

/** A new random file name with the extension of the content type. */
export function newName(extension: keyof typeof CONTENT_TYPES): string {
  return `${randomBytes(24).toString('base64url')}.${extension}`;
}

const URL_PREFIX = `${API_BASE}${pathOf(ROUTES.files.get.path, { '*': '' })}`;

/** Where a stored file is served: the same for every store. */
export const fileUrls: Pick<FileStorage, 'urlFor' | 'nameFromUrl'> = {
  urlFor: (name) => `${URL_PREFIX}${encodeURIComponent(name)}`,
  nameFromUrl(url) {
    if (!url || !url.startsWith(URL_PREFIX)) return null;
    const name = decodeURIComponent(url.slice(URL_PREFIX.length));
    return isStoredName(name) ? name : null;
  },
};
