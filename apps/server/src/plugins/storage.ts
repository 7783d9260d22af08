import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { createLocalDiskStorage } from '../lib/local-storage.js';
import { createS3Storage } from '../lib/s3-storage.js';
import type { FileStorage } from '../lib/stored-files.js';

// Where uploaded files live: local disk under DATA_DIR/uploads by default, or an S3-compatible bucket when S3_URL or
// S3_BUCKET is set, so that several servers serve the same files.

export { createLocalDiskStorage } from '../lib/local-storage.js';
export { isStoredName, newName, type FileStorage, type StoredFile } from '../lib/stored-files.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** The store the configuration asks for: the bucket, or DATA_DIR/uploads. The server's demo seed and the app share it. */
export function createConfiguredStorage(config: Pick<Config, 's3' | 'dataDir'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(join(config.dataDir, 'uploads'));
}

export default fp<{ storage?: FileStorage }>(
  async function storagePlugin(app: FastifyInstance, options) {
    app.decorate('storage', options.storage ?? createConfiguredStorage(app.config));
  },
  { name: 'storage', dependencies: ['context'] },
);
