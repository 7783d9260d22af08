import { Mark } from '@mantine/core';
import type { HighlightSegment } from '@plaudit/contract';

/** A name with the part the query matched marked; the server sends text segments, so nothing is parsed as HTML. */
export function HighlightedText({ segments }: { segments: HighlightSegment[] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.match ? (
          <Mark key={i} color="yellow" px={0}>
            {s.text}
          </Mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}
