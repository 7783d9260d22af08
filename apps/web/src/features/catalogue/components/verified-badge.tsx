import { Badge } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Verified": the team's (or YouTuber's) verification was approved by the Plaudit team. */
export function VerifiedBadge({ kind = 'brand' }: { kind?: 'brand' | 'youtuber' }) {
  const { t } = useTranslation('catalogue');
  return (
    <Badge
      variant="light"
      color="brand"
      size="lg"
      radius="sm"
      leftSection={<IconRosetteDiscountCheckFilled size={16} aria-hidden="true" />}
    >
      {t(kind === 'brand' ? 'brand.verified' : 'youtuber.verified')}
    </Badge>
  );
}
