import { Group, Text } from '@mantine/core';

/** The Plaudit mark: a rounded square with the P, and the name beside it unless `withName false`. */
export function BrandMark({
  size = 32,
  withName = true,
  hideNameOnMobile = false,
}: {
  size?: number;
  withName?: boolean;
  hideNameOnMobile?: boolean;
}) {
  return (
    <Group gap={10} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
        <path d="M10 24V8h7a5 5 0 0 1 0 10h-3v6z" fill="#fff" />
      </svg>
      {withName && (
        <Text
          component="span"
          visibleFrom={hideNameOnMobile ? 'xs' : undefined}
          fw={800}
          fz="lg"
          style={{ letterSpacing: '-0.02em' }}
        >
          Plaudit
        </Text>
      )}
    </Group>
  );
}
