import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD_MAX_BYTES, M } from '@plaudit/contract';
import { AppError } from '../lib/app-error.js';
import { assertStorableText } from './request-text.js';

// Multipart bodies (the "File bodies are multipart") for every upload route: one file, at most 10 MB. The
// limit stops the stream at 10 MB (413) instead of reading all of a bigger file.

export default fp(
  async function multipartPlugin(app: FastifyInstance) {
    await app.register(multipart, {
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11, headerPairs: 100, fieldSize: 1024 },
      throwFileSizeLimit: true,
    });
  },
  { name: 'multipart' },
);

export interface UploadedFile {
  buffer: Buffer;
  /** The other form fields sent before the file (e.g. creator uploads' imageType). */
  fields: Record<string, string>;
}

/**
 * Reads the one file of a multipart request (field `field`) into memory, refusing a body announced as larger
 * than the limit before reading any of it, and stopping at the limit otherwise (413 either way).
 */
export async function readSingleFile(
  request: FastifyRequest,
  field = 'file',
  maxBytes = IMAGE_UPLOAD_MAX_BYTES,
): Promise<UploadedFile> {
  const tooLarge = () => new AppError('payload_too_large', M.error.common.payload_too_large, 413, { field, maxBytes });
  // The multipart envelope adds a few hundred bytes; 64 KiB of slack is plenty for it and the other fields.
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > maxBytes + 64 * 1024) throw tooLarge();
  if (!request.isMultipart()) throw new AppError('validation', M.profile.error.image_missing, 400, { field });
  // Whatever the parser stumbles on (no boundary, a body cut short, a broken part header) is the client's body,
  // not a server fault: 400 instead of the 500 an unknown error would become.
  const unreadable = (error: unknown) =>
    (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
      ? tooLarge()
      : new AppError('validation', M.validation.malformed_upload, 400, { field });
  let buffer: Buffer;
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: maxBytes } });
  } catch (error) {
    throw unreadable(error);
  }
  if (!part || part.fieldname !== field)
    throw new AppError('validation', M.profile.error.image_missing, 400, { field });
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    throw unreadable(error);
  }
  if (buffer.length === 0) throw new AppError('validation', M.profile.error.image_missing, 400, { field });
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const entry = Array.isArray(value) ? value[0] : value;
    if (entry && entry.type === 'field' && typeof entry.value === 'string') fields[name] = entry.value;
  }
  assertStorableText(fields, 'fields');
  return { buffer, fields };
}
