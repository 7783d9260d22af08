import './star-meter.css';

// Read-only stars for a rating (0–5, fractions shown to the pixel). Mantine's Rating draws a star from ten stacked
// layers when asked for tenths, each a drawing of its own: a home page of product cards carried a thousand of them,
// and laying them out was most of its first render. Here two rows of five stars, the lit one clipped to the value,
// each row one element painted through a star-shaped mask (star-meter.css): a product page carries dozens of meters,
// and as inline drawings they were a third of its server-drawn HTML (50 KB of 148 KB).

export type StarMeterSize = 'xs' | 'sm' | 'md';

/** With a `label`, an image of that name; without, decorative (the caller says the rating in words beside it). */
export function StarMeter({ value, size = 'sm', label }: { value: number; size?: StarMeterSize; label?: string }) {
  const share = Math.min(1, Math.max(0, value / 5));
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-stars={value}
      className="plaudit-stars"
    >
      <span className={`plaudit-stars-unlit plaudit-stars-${size}`} />
      <span className="plaudit-stars-share" style={{ width: `${share * 100}%` }}>
        <span className={`plaudit-stars-lit plaudit-stars-${size}`} />
      </span>
    </span>
  );
}
