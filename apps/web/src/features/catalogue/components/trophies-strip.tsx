import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The place for a brand's trophies: the trophies issue gives them their shape and fills this in. Given nothing it
 * renders nothing, so a brand without trophies shows no empty heading.
 */
export function TrophiesStrip({ items = [] }: { items?: readonly ReactNode[] }) {
  const { t } = useTranslation('catalogue');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="trophies-heading">
      <Title order={2} id="trophies-heading" fz="h3" mb="sm">
        {t('trophies.title')}
      </Title>
      <Group gap="sm">{items}</Group>
    </section>
  );
}
