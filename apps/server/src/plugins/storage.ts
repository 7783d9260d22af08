import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { API, API_BASE } from '@plaudit/contract';

// Where uploaded files live, behind an interface an S3 bucket can implement later: local disk under
// DATA_DIR/uploads by default. Names are always generated here, never taken from a client.

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
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', avif: 'image/avif' };
/** A generated name: 32 url-safe random characters and a known extension. Nothing else is ever read or written. */
const NAME = /^[A-Za-z0-9_-]{16,64}\.(webp|png|jpg|avif)$/;

export function isStoredName(name: string): boolean {
  return NAME.test(name);
}

/** A new random file name with the extension of the content type. */
export function newName(extension: keyof typeof CONTENT_TYPES): string {
  return `${randomBytes(24).toString('base64url')}.${extension}`;
}

const URL_PREFIX = `${API_BASE}${API.files.href('')}`;

export function createLocalDiskStorage(directory: string): FileStorage {
  const pathOf = (name: string) => {
    if (!isStoredName(name)) throw new Error('invalid stored file name');
    return join(directory, name);
  };
  return {
    async put(name, buffer) {
      await mkdir(directory, { recursive: true });
      // Written under a temporary name first, so a reader never sees half a file.
      const temp = `${pathOf(name)}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temp, buffer, { mode: 0o640 });
      await rename(temp, pathOf(name));
    },
    async delete(name) {
      if (!isStoredName(name)) return;
      await unlink(pathOf(name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    urlFor: (name) => `${URL_PREFIX}${encodeURIComponent(name)}`,
    nameFromUrl(url) {
      if (!url || !url.startsWith(URL_PREFIX)) return null;
      const name = decodeURIComponent(url.slice(URL_PREFIX.length));
      return isStoredName(name) ? name : null;
    },
    async read(name) {
      if (!isStoredName(name)) return null;
      const path = pathOf(name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const extension = name.slice(name.lastIndexOf('.') + 1);
      return { stream: createReadStream(path), size: info.size, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
    },
  };
}

export default fp<{ storage?: FileStorage }>(
  async function storagePlugin(app: FastifyInstance, options) {
    app.decorate('storage', options.storage ?? createLocalDiskStorage(join(app.config.dataDir, 'uploads')));
  },
  { name: 'storage', dependencies: ['context'] },
);
