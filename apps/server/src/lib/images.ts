import sharp from 'sharp';
import { IMAGE_BANNER, IMAGE_SQUARE, M, PRODUCT_IMAGE_WIDTHS, type ProductImageWidth } from '@plaudit/contract';
import { AppError } from './app-error.js';

// Every uploaded picture goes through here ("never trust an upload"): the content is sniffed (magic
// bytes, then sharp's own reading of the header), decoded with a pixel limit against decompression bombs,
// centre-cropped to the target's aspect ratio when the client did not crop, resized, and re-encoded as WebP
// without any metadata. Reused for avatars (256x256) and team icons (256x256) and banners (1920x1080).

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'avif';

export const IMAGE_TARGETS = {
  avatar: IMAGE_SQUARE,
  icon: IMAGE_SQUARE,
  banner: IMAGE_BANNER,
} as const;
export type ImageTarget = keyof typeof IMAGE_TARGETS;

/** About 8K x 5K: far above any real photo, far below what a crafted bomb would need to hurt. */
export const MAX_INPUT_PIXELS = 40_000_000;

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buffer[offset + i] === b);

/** The format by magic bytes, or null. The file name and the declared content type are never consulted. */
export function sniffImageFormat(buffer: Buffer): ImageFormat | null {
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (buffer.toString('latin1', 0, 4) === 'RIFF' && buffer.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: a `ftyp` box whose major or compatible brands name AVIF.
  if (buffer.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = Math.min(buffer.readUInt32BE(0), buffer.length, 64);
    const brands = buffer.toString('latin1', 8, boxSize);
    if (/avif|avis/.test(brands)) return 'avif';
  }
  return null;
}

const SHARP_FORMATS: Record<ImageFormat, string[]> = {
  png: ['png'],
  jpeg: ['jpeg'],
  webp: ['webp'],
  avif: ['heif', 'avif'],
};

export interface ProcessedImage {
  buffer: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

const unsupported = () =>
  new AppError('unsupported_media_type', M.error.common.unsupported_media_type, 415, { field: 'file' });

/**
 * How hard the WebP encoder works (libwebp's `effort`, 0–6; sharp's default is 4). Uploads keep the default; the
 * demo seed encodes a hundred pictures on a first start and passes 2, which halves the encoding time for files
 * about 5% larger.
 */
export interface EncodeOptions {
  effort?: number;
}

/** Sniffs, decodes, crops, resizes and re-encodes; anything that is not a readable PNG, JPEG, WebP or AVIF is a 415. */
export async function processImage(
  input: Buffer,
  target: ImageTarget,
  encode: EncodeOptions = {},
): Promise<ProcessedImage> {
  const format = sniffImageFormat(input);
  if (!format) throw unsupported();
  const { width, height } = IMAGE_TARGETS[target];
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const meta = await image.metadata();
    if (!meta.format || !SHARP_FORMATS[format].includes(meta.format)) throw unsupported();
    const buffer = await image
      .rotate() // applies the EXIF orientation before the metadata goes
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .webp({ quality: 86, effort: encode.effort })
      .toBuffer();
    return { buffer, contentType: 'image/webp', extension: 'webp', width, height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Corrupt data, a truncated file or a picture over the pixel limit: not an image we accept.
    throw unsupported();
  }
}

export interface ProductImageVariants {
  /** One WebP per width of PRODUCT_IMAGE_WIDTHS (never enlarged: a small picture's wider variants equal its own size). */
  variants: Record<ProductImageWidth, Buffer>;
  /** The largest variant's size, for the aspect ratio the page reserves. */
  width: number;
  height: number;
}

/**
 * Product pictures keep their own aspect ratio (a product shot is not cropped to a square) and are stored in the
 * three widths of PRODUCT_IMAGE_WIDTHS for `srcset`. Same checks as processImage: sniffed, decoded under the pixel
 * limit, EXIF orientation applied, re-encoded as WebP with no metadata.
 */
export async function processProductImage(input: Buffer, encode: EncodeOptions = {}): Promise<ProductImageVariants> {
  const format = sniffImageFormat(input);
  if (!format) throw unsupported();
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
    const meta = await source.metadata();
    if (!meta.format || !SHARP_FORMATS[format].includes(meta.format)) throw unsupported();
    // Decoded once (orientation applied), then resized per width from the same pixels.
    const upright = await source.rotate().toBuffer({ resolveWithObject: true });
    const variants = {} as Record<ProductImageWidth, Buffer>;
    let largest = { width: 0, height: 0 };
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const { data, info } = await sharp(upright.data, { limitInputPixels: MAX_INPUT_PIXELS })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82, effort: encode.effort })
        .toBuffer({ resolveWithObject: true });
      variants[width] = data;
      largest = { width: info.width, height: info.height };
    }
    return { variants, ...largest };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupported();
  }
}
