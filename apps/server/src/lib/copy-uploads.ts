import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_TYPES, isStoredName, type FileStorage } from './stored-files.js';

// `cli uploads-to-s3`: what a single server kept under DATA_DIR/uploads goes into the bucket under the
// same names, so the URLs in the database keep working once the servers read from the bucket. Safe to run again:
// a file the bucket already holds with the same size is left alone. Anything that is not a name we generate
// (a temporary file of an interrupted write, a stray file) is not copied.

export interface CopyResult {
  copied: number;
  skipped: number;
  ignored: number;
}

export async function copyUploads(
  directory: string,
  target: FileStorage,
  log: (line: string) => void = () => undefined,
): Promise<CopyResult> {
  const result: CopyResult = { copied: 0, skipped: 0, ignored: 0 };
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  for (const name of names.sort()) {
    const path = join(directory, name);
    const info = await stat(path);
    if (!info.isFile() || !isStoredName(name)) {
      result.ignored += 1;
      continue;
    }
    const existing = await target.read(name);
    existing?.stream.destroy();
    if (existing && existing.size === info.size) {
      result.skipped += 1;
      continue;
    }
    const extension = name.slice(name.lastIndexOf('.') + 1);
    await target.put(name, await readFile(path), CONTENT_TYPES[extension] ?? 'application/octet-stream');
    result.copied += 1;
    if (result.copied % 500 === 0) log(`${result.copied} copied…`);
  }
  return result;
}
