import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { M } from '@plaudit/contract';
import type { S3Config } from '../config.js';
import { AppError } from './app-error.js';
import { CONTENT_TYPES, fileUrls, isStoredName, type FileStorage } from './stored-files.js';

// Uploads in an S3-compatible bucket, with @aws-sdk/client-s3: every server reads and writes the same
// files. They are still served through the API (GET /api/files/…, the same URLs as on local disk), so no bucket
// needs to be public and the caching and security headers stay ours.
//
// A store that cannot be reached answers `unavailable` (503) at once rather than hanging the upload: one retry, a
// second to connect, five to answer. The answer's limit needs throwOnRequestTimeout: without it the SDK only logs a
// warning when it passes, and a store that accepts the connection and never answers holds the upload for ever. Callers
// write their rows only after every put succeeded, and remove what they
// put when the rows cannot be written, so a failure leaves nothing half-written.

export interface S3Timeouts {
  connectMs: number;
  answerMs: number;
}

const TIMEOUTS: S3Timeouts = { connectMs: 1_000, answerMs: 5_000 };

export function storageUnavailable(cause?: unknown): AppError {
  const error = new AppError('unavailable', M.error.common.storage_unavailable, 503);
  if (cause !== undefined) (error as Error & { cause?: unknown }).cause = cause;
  return error;
}

/** A bucket's own "no such file" (as opposed to the store being unreachable or failing). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

export function createS3Storage(config: S3Config, timeouts: S3Timeouts = TIMEOUTS): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: timeouts.connectMs,
      requestTimeout: timeouts.answerMs,
      throwOnRequestTimeout: true,
    },
  });
  const Bucket = config.bucket;
  const keyOf = (name: string) => {
    if (!isStoredName(name)) throw new Error('invalid stored file name');
    return name;
  };
  return {
    async put(name, buffer, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(name),
            Body: buffer,
            ContentType: contentType,
            ContentLength: buffer.length,
          }),
        );
      } catch (error) {
        throw storageUnavailable(error);
      }
    },
    async delete(name) {
      if (!isStoredName(name)) return;
      try {
        // S3 answers 204 for a key it does not have: deleting twice is not an error.
        await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
      } catch (error) {
        throw storageUnavailable(error);
      }
    },
    ...fileUrls,
    async read(name) {
      if (!isStoredName(name)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!object.Body || object.ContentLength === undefined) return null;
        const extension = name.slice(name.lastIndexOf('.') + 1);
        return {
          stream: object.Body as Readable,
          size: object.ContentLength,
          contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageUnavailable(error);
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
