import sharp from 'sharp';

// Pictures for the demo catalogue, drawn here rather than downloaded (a first start needs no network):
// an SVG with the brand's gradient, a few soft shapes and a label, rendered by sharp to JPEG. The caller sends the
// result through the same pipeline as an upload (processImage / processProductImage), so the demo exercises it.

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Initials of a name: "Ember & Oak Roasters" → "EO". */
export function initialsOf(name: string): string {
  const words = name.split(/[\s&-]+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  return (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?').slice(0, 2)])
    .join('')
    .toUpperCase();
}

interface Artwork {
  width: number;
  height: number;
  colors: [string, string];
  /** 0..1: turns the gradient and moves the shapes, so a brand's pictures differ from each other. */
  variant: number;
  /** The big text; long labels are split over two lines. */
  label: string;
  caption?: string;
  /** The label's largest size, as a share of the height. */
  maxLabel?: number;
}

function splitLabel(label: string): string[] {
  if (label.length <= 14) return [label];
  const words = label.split(' ');
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
}

function svgOf(a: Artwork): string {
  const { width: w, height: h, variant: v } = a;
  const [from, to] = a.colors;
  const lines = a.maxLabel ? [a.label] : splitLabel(a.label);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(h * (lines.length > 1 ? 0.2 : 0.34), h * (a.maxLabel ?? 1), (w * 1.25) / Math.max(longest, 2));
  const top = h / 2 - (lines.length - 1) * size * 0.6 + size * 0.1;
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${top + i * size * 1.2}" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${size.toFixed(0)}" fill="#fff" fill-opacity="0.95">${escapeXml(line)}</text>`,
    )
    .join('');
  const caption = a.caption
    ? `<text x="50%" y="${h * 0.88}" text-anchor="middle" font-family="DejaVu Sans" font-size="${(h * 0.055).toFixed(0)}" fill="#fff" fill-opacity="0.8">${escapeXml(a.caption)}</text>`
    : '';
  const angle = Math.round(v * 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * (0.15 + 0.7 * v)}" cy="${h * 0.25}" r="${h * 0.42}" fill="#fff" fill-opacity="0.14"/>
<circle cx="${w * (0.85 - 0.5 * v)}" cy="${h * 0.95}" r="${h * 0.3}" fill="#000" fill-opacity="0.12"/>
<rect x="${w * 0.08}" y="${h * (0.55 + 0.1 * v)}" width="${w * 0.3}" height="${h * 0.22}" rx="${h * 0.04}" fill="#fff" fill-opacity="0.1" transform="rotate(${-12 + 24 * v} ${w / 2} ${h / 2})"/>
${text}${caption}</svg>`;
}

async function render(a: Artwork): Promise<Buffer> {
  return sharp(Buffer.from(svgOf(a)))
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A square brand icon with the brand's initials (the pipeline makes it 256x256). */
export const brandIconSource = (brandName: string, colors: [string, string]) =>
  render({ width: 256, height: 256, colors, variant: 0.2, label: initialsOf(brandName) });

/** A 16:9 banner with the brand's name, kept small (the page shows the name and icon over it); drawn at half size (the pipeline scales it to 1920x1080: flat art stays sharp enough). */
export const brandBannerSource = (brandName: string, colors: [string, string], tagline: string) =>
  render({ width: 960, height: 540, colors, variant: 0.65, label: brandName, caption: tagline, maxLabel: 0.14 });

/**
 * A 4:3 product picture. 1024x768 rather than 1600 wide: the pipeline never enlarges, so its widest variant is
 * 1024 px, which keeps the first start quick (WebP encoding is most of the cost) and still fills a product page.
 */
export const productPictureSource = (
  productName: string,
  brandName: string,
  colors: [string, string],
  variant: number,
) => render({ width: 1024, height: 768, colors, variant, label: productName, caption: brandName });
