import { ROUTES, type ShortLinkQrQuery, type ShortLinkStatsQuery } from '@plaudit/contract';
import { apiText } from '@/lib/api-client';
import { pathOf, searchOf } from '@/lib/call';

/** The link's QR code in SVG text (a team's link, or with `teamId` null a platform link for the staff). */
export function getQrSvg(teamId: string | null, linkId: string, query: ShortLinkQrQuery): Promise<string> {
  const path = teamId
    ? pathOf(ROUTES.shortLinks.qr.path, { teamId, linkId })
    : pathOf(ROUTES.shortLinks.adminQr.path, { linkId });
  return apiText(`${path}${searchOf({ ...query, format: 'svg' })}`);
}

/** GET …/stats.csv as text (the caller saves it as a file). */
export function getShortLinkCsv(teamId: string, linkId: string, query: ShortLinkStatsQuery): Promise<string> {
  return apiText(`${pathOf(ROUTES.shortLinks.statsCsv.path, { teamId, linkId })}${searchOf(query)}`);
}

/** Saves text or a blob as a file through a temporary link. */
export function saveFile(content: Blob, fileName: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Draws an SVG onto a canvas of `size` pixels and answers it as a PNG. */
export async function svgToPng(svg: string, size: number): Promise<Blob> {
  const image = new Image();
  image.width = size;
  image.height = size;
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The QR code could not be drawn'));
  });
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The QR code could not be drawn'))), 'image/png'),
  );
}
