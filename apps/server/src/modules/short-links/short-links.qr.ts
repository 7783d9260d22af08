import QRCode from 'qrcode';
import sharp from 'sharp';
import type { ShortLinkQrFormat } from '@plaudit/contract';

// A link's QR code, drawn by the qrcode package: error correction M, or H when the brand's icon covers the middle
// (H survives about 30% of the code hidden; the icon takes a fifth of the width, well inside that).

export interface QrOptions {
  format: ShortLinkQrFormat;
  size: number;
  margin: number;
  /** The brand's icon (any image sharp reads), or null for a plain code. */
  icon: Buffer | null;
}

export async function drawQr(text: string, options: QrOptions): Promise<{ body: Buffer | string; type: string }> {
  const errorCorrectionLevel = options.icon ? 'H' : 'M';
  const common = { errorCorrectionLevel, margin: options.margin, width: options.size } as const;
  if (options.format === 'svg') {
    let svg = await QRCode.toString(text, { ...common, type: 'svg' });
    if (options.icon) {
      const side = Math.round(options.size / 5);
      const png = await sharp(options.icon).resize(side, side, { fit: 'cover' }).png().toBuffer();
      const at = Math.round((options.size - side) / 2);
      // qrcode draws in its own viewBox units; the icon is placed in pixels of a wrapper of the asked size.
      svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${options.size}" height="${options.size}" viewBox="0 0 ${options.size} ${options.size}">${svg.replace('<svg ', `<svg width="${options.size}" height="${options.size}" `)}<rect x="${at - 4}" y="${at - 4}" width="${side + 8}" height="${side + 8}" rx="8" fill="#fff"/><image x="${at}" y="${at}" width="${side}" height="${side}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
    }
    return { body: svg, type: 'image/svg+xml' };
  }
  const code = await QRCode.toBuffer(text, { ...common, type: 'png' });
  if (!options.icon) return { body: code, type: 'image/png' };
  const side = Math.round(options.size / 5);
  const icon = await sharp(options.icon).resize(side, side, { fit: 'cover' }).png().toBuffer();
  const pad = 4;
  const backing = await sharp({
    create: { width: side + pad * 2, height: side + pad * 2, channels: 4, background: '#ffffff' },
  })
    .composite([{ input: icon, left: pad, top: pad }])
    .png()
    .toBuffer();
  const at = Math.round((options.size - side) / 2) - pad;
  return {
    body: await sharp(code)
      .composite([{ input: backing, left: at, top: at }])
      .png()
      .toBuffer(),
    type: 'image/png',
  };
}
