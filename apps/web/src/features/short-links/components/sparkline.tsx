/**
 * A link's clicks per day as a small line: a picture of the figure beside it, hidden from assistive technology and
 * never a keyboard stop (recharts' Sparkline focuses its surface). Thirty points need no charting library.
 */
export function ClicksSparkline({
  data,
  width = 90,
  height = 28,
}: {
  data: number[];
  width?: number;
  height?: number;
}) {
  const max = Math.max(1, ...data);
  const step = data.length > 1 ? width / (data.length - 1) : width;
  const points = data.map(
    (value, index) => `${(index * step).toFixed(1)},${(height - 2 - (value / max) * (height - 4)).toFixed(1)}`,
  );
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      <polyline
        points={`0,${height} ${points.join(' ')} ${width},${height}`}
        fill="var(--mantine-primary-color-light)"
        stroke="none"
      />
      <polyline points={points.join(' ')} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth={1.5} />
    </svg>
  );
}
