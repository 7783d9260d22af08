import './star-meter.css';

// Read-only stars for a rating (0–5, fractions shown to the pixel). Mantine's Rating draws a star from ten stacked
// layers when asked for tenths, each a drawing of its own: a home page of product cards carried a thousand of them,
// and laying them out was most of its first render. Here two rows of five stars, the lit one clipped to the value.

const STAR =
  'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';
const SIZE_REM = { xs: 0.875, sm: 1.125, md: 1.25 } as const;

export type StarMeterSize = keyof typeof SIZE_REM;

function Stars({ lit, height }: { lit: boolean; height: string }) {
  return (
    <svg
      className={lit ? 'plaudit-stars-lit' : 'plaudit-stars-unlit'}
      viewBox="0 0 120 24"
      style={{ display: 'block', height, width: `calc(${height} * 5)` }}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      {[0, 24, 48, 72, 96].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} />
      ))}
    </svg>
  );
}

/** With a `label`, an image of that name; without, decorative (the caller says the rating in words beside it). */
export function StarMeter({ value, size = 'sm', label }: { value: number; size?: StarMeterSize; label?: string }) {
  const height = `calc(${SIZE_REM[size]}rem * var(--mantine-scale))`;
  const share = Math.min(1, Math.max(0, value / 5));
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-stars={value}
      style={{ position: 'relative', display: 'inline-block', flex: 'none', lineHeight: 0 }}
    >
      <Stars lit={false} height={height} />
      <span style={{ position: 'absolute', top: 0, left: 0, bottom: 0, width: `${share * 100}%`, overflow: 'hidden' }}>
        <Stars lit height={height} />
      </span>
    </span>
  );
}
