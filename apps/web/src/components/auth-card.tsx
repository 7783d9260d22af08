import type { ReactNode } from 'react';
import { Card, Center, Stack, Text, Title } from '@mantine/core';
import { BrandMark } from './brand-mark';

/** Auth screens: a centred card with the brand mark, a title and a short description. */
export function AuthCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Center py={{ base: 'md', sm: 48 }} px="md">
      <Card withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 36 }} w="100%" maw={480}>
        <Stack gap="lg">
          <Center>
            <BrandMark size={40} withName={false} />
          </Center>
          <Stack gap={4} ta="center">
            <Title order={1} fz={26}>
              {title}
            </Title>
            {description && <Text c="dimmed" fz="sm">{description}</Text>}
          </Stack>
          {children}
        </Stack>
      </Card>
    </Center>
  );
}
