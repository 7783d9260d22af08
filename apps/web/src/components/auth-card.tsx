import { useEffect, useRef, type ReactNode } from 'react';
import { Card, Center, Stack, Text, Title } from '@mantine/core';
import { BrandMark } from './brand-mark';

/**
 * Auth screens: a centred card with the brand mark, a title and a short description. A step flow passes its step
 * as `focusKey`: when the step changes, focus moves to the new step's title, so keyboard and screen-reader users
 * start the next step at its top instead of on a button that is gone.
 */
export function AuthCard({
  title,
  description,
  focusKey,
  children,
}: {
  title: string;
  description?: string;
  focusKey?: string;
  children: ReactNode;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownKey = useRef(focusKey);
  useEffect(() => {
    if (shownKey.current === focusKey) return;
    shownKey.current = focusKey;
    titleRef.current?.focus();
  }, [focusKey]);
  return (
    <Center py={{ base: 'md', sm: 48 }} px="md">
      <Card withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 36 }} w="100%" maw={480}>
        <Stack gap="lg">
          <Center>
            <BrandMark size={40} withName={false} />
          </Center>
          <Stack gap={4} ta="center">
            <Title order={1} fz={26} ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
              {title}
            </Title>
            {description && (
              <Text c="dimmed" fz="sm">
                {description}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Card>
    </Center>
  );
}
