import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

// A multipart/form-data body for app.inject: text fields first (the server reads them before the file), then the file.

export function multipartBody(
  file: { buffer: Buffer; filename?: string; contentType?: string; field?: string },
  fields: Record<string, string> = {},
) {
  const boundary = `----plaudit${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'image.png'}"\r\nContent-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`;
  parts.push(Buffer.from(head), file.buffer, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const testPicture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
    .toFormat(format)
    .toBuffer();
