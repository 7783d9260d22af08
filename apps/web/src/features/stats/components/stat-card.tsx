import type { ReactNode } from 'react';
import { Card, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconEqual, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { statChange } from './stat-change';
import { numberFormat } from '@/lib/format';

const ICON = {
  up: IconArrowUpRight,
  down: IconArrowDownRight,
  same: IconEqual,
  new: IconSparkles,
  none: IconEqual,
} as const;
const COLOR = { up: 'teal', down: 'red', same: 'dimmed', new: 'teal', none: 'dimmed' } as const;

/**
 * One headline figure with its change against the previous period, said in words (the arrow and the colour only
 * repeat it, so it never depends on colour).
 */
export function StatCard({
  label,
  hint,
  value,
  current,
  previous,
}: {
  label: string;
  hint: string;
  /** The figure as shown (formatted). */
  value: string;
  current: number | null;
  previous: number | null;
}) {
  const { t, i18n } = useTranslation('stats');
  const change = statChange(current, previous);
  const Icon = ICON[change.kind];
  const percent =
    'percent' in change
      ? numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(change.percent / 100)
      : '';
  const text = t(`change.${change.kind}`, { percent });
  return (
    <FigureCard
      name={label}
      heading={
        <Tooltip label={hint} multiline w={240} withArrow>
          <Text fz="sm" c="dimmed" fw={600} tabIndex={0} style={{ width: 'fit-content' }}>
            {label}
          </Text>
        </Tooltip>
      }
      value={value}
    >
      <Group
        gap={4}
        mt={6}
        wrap="nowrap"
        c={COLOR[change.kind] === 'dimmed' ? 'dimmed' : `var(--mantine-color-${COLOR[change.kind]}-text)`}
      >
        <Icon size={16} aria-hidden="true" style={{ flex: 'none' }} />
        <Text fz="xs" c="inherit">
          {text}
        </Text>
      </Group>
    </FigureCard>
  );
}

/** The card of one headline figure on a dashboard: its heading, the number, and what is said under it. */
export function FigureCard({
  name,
  heading,
  value,
  children,
}: {
  /** The card's accessible name: what the figure counts. */
  name: string;
  heading: ReactNode;
  /** The figure as shown (formatted). */
  value: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={name}>
      {heading}
      <Text fz={28} fw={700} lh={1.2} mt={4} data-testid="stat-value">
        {value}
      </Text>
      {children}
    </Card>
  );
}
