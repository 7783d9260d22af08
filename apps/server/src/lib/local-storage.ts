import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_TYPES, fileUrls, isStoredName, type FileStorage } from './stored-files.js';

// Uploads on this machine's disk, under DATA_DIR/uploads: the default, for one server.

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
    ...fileUrls,
    async read(name) {
      if (!isStoredName(name)) return null;
      const path = pathOf(name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const extension = name.slice(name.lastIndexOf('.') + 1);
      return {
        stream: createReadStream(path),
        size: info.size,
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      };
    },
    async check() {
      await mkdir(directory, { recursive: true });
      await access(directory, constants.R_OK | constants.W_OK);
    },
  };
}
