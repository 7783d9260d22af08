import type { CSSProperties, ReactNode, Ref } from 'react';
import { Grid } from '@mantine/core';

const STICKY_DETAIL: CSSProperties = {
  position: 'sticky',
  top: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))',
  maxHeight: 'calc(100dvh - var(--app-shell-header-height, 0px) - 2 * var(--mantine-spacing-md))',
  overflowY: 'auto',
  // Room for the focus rings of the buttons at the edges.
  padding: 4,
  margin: -4,
};

/** The queue on the left and the open item on the right; one column, the item below, on a phone. */
export function QueueLayout({
  list,
  detail,
  detailRef,
  twoColumns,
}: {
  list: ReactNode;
  detail: ReactNode;
  /** The open item's column, to scroll to on a phone. */
  detailRef: Ref<HTMLDivElement>;
  twoColumns: boolean | undefined;
}) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>{list}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }} ref={detailRef}>
        {/* Beside a long list the open item stays in view (below the fixed header) and scrolls on its own. */}
        <div style={twoColumns ? STICKY_DETAIL : undefined}>{detail}</div>
      </Grid.Col>
    </Grid>
  );
}
