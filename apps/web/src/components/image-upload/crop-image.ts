import { IMAGE_BANNER, IMAGE_SQUARE, type CropType } from '@plaudit/contract';

/** Spec §2/§9: a banner crop comes out at 1920x1080, every other at 256x256. */
export function cropTarget(cropType: CropType) {
  return cropType === 'banner' ? IMAGE_BANNER : IMAGE_SQUARE;
}

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be decoded'));
    image.src = src;
  });
}

/** Draws the chosen area of the picture at the target size and encodes it (WebP where the browser can, else PNG). */
export async function cropImage(src: string, area: PixelArea, cropType: CropType): Promise<Blob> {
  const image = await loadImage(src);
  const { width, height } = cropTarget(cropType);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height);
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  const blob = (await encode('image/webp')) ?? (await encode('image/png'));
  if (!blob) throw new Error('canvas could not be encoded');
  return blob;
}
