import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processProductImage } from './images.js';

// The product picture pipeline: three widths, the picture's own ratio, no metadata, no enlargement.

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
    .jpeg()
    .toBuffer();

describe('processProductImage', () => {
  it("stores 320, 800 and 1600 wide WebP variants in the picture's own ratio, without metadata", async () => {
    const result = await processProductImage(await jpeg(2000, 1500));
    expect(result).toMatchObject({ width: 1600, height: 1200 });
    for (const [width, buffer] of Object.entries(result.variants)) {
      const meta = await sharp(buffer).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Number(width));
      expect(meta.height).toBe((Number(width) * 3) / 4);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('never enlarges a small picture', async () => {
    const result = await processProductImage(await jpeg(500, 500));
    expect(result).toMatchObject({ width: 500, height: 500 });
    expect((await sharp(result.variants[1600]).metadata()).width).toBe(500);
    expect((await sharp(result.variants[320]).metadata()).width).toBe(320);
  });

  it('refuses what is not a picture with 415', async () => {
    await expect(processProductImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toMatchObject({
      status: 415,
    });
  });
});
