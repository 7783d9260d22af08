import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Center,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  type CardProps,
  type MantineRadius,
  type MantineSpacing,
} from '@mantine/core';
import { IconRefresh, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';

// The three states every data view shares: loading (skeleton rows), failed (alert with a retry) and empty (a card
// with an icon, a title, a line of text and an optional action). Each caller passes its own titles and texts.

/** A query that failed: its title, the error in words, and a 'Try again' button. */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{errorText(error)}</Text>
        <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          {t('states.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface ListSkeletonProps {
  /** How many rows; ignored when `height` lists one height per row. */
  rows?: number;
  /** The height of every row, or one height per row. */
  height?: number | readonly number[];
  gap?: MantineSpacing;
  radius?: MantineRadius;
}

/** Grey placeholder rows while a list (or a page of cards) loads; announced as busy. */
export function ListSkeleton({ rows = 4, height = 52, gap = 'xs', radius = 'md' }: ListSkeletonProps) {
  const { t } = useTranslation('common');
  const heights = typeof height === 'number' ? Array.from({ length: rows }, () => height) : height;
  return (
    // A status region: aria-label is not allowed on a plain div (axe aria-prohibited-attr).
    <Stack gap={gap} role="status" aria-busy="true" aria-label={t('states.loading')}>
      {heights.map((h, i) => (
        <Skeleton key={i} height={h} radius={radius} />
      ))}
    </Stack>
  );
}

interface EmptyStateProps extends Omit<CardProps, 'title'> {
  icon: Icon;
  title: ReactNode;
  text: ReactNode;
  /** A button or link under the text, e.g. 'clear filters'. */
  action?: ReactNode;
  /** The colour of the icon badge (the theme's primary colour unless given). */
  color?: string;
}

/** Nothing to show: a bordered card with an icon, a title, a line of text and an optional action. */
export function EmptyState({
  icon: IconComponent,
  title,
  text,
  action,
  color,
  radius = 'lg',
  p = 'xl',
  ...card
}: EmptyStateProps) {
  return (
    <Card withBorder radius={radius} p={p} {...card}>
      <Center>
        <Stack align="center" gap="xs" maw={420}>
          <ThemeIcon size={48} radius="xl" variant="light" color={color} aria-hidden="true">
            <IconComponent size={26} />
          </ThemeIcon>
          <Text fw={600}>{title}</Text>
          <Text c="dimmed" fz="sm" ta="center">
            {text}
          </Text>
          {action}
        </Stack>
      </Center>
    </Card>
  );
}
